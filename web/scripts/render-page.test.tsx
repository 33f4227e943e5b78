import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { builtSiteName } from '@/lib/built-site-name';
import { renderPage } from './render-page';

describe('a page rendered ahead of time', () => {
  it.each(['/about', '/'])(
    '%s names the site it is built for in its header and footer, and the default nowhere',
    async (path) => {
      // Act
      const html = await renderPage(path, 'Sun Compare');
      // Assert
      const frame = new DOMParser().parseFromString(html, 'text/html');
      expect(frame.querySelector('header')?.textContent).toContain(
        'Sun Compare',
      );
      expect(frame.querySelector('footer')?.textContent).toContain(
        '© 2024 Sun Compare.',
      );
      expect(html).not.toContain(defaultSiteSettings.siteName);
    },
  );

  it('leaves no name behind for the app once rendered', async () => {
    await renderPage('/about', 'Sun Compare');
    expect(builtSiteName()).toBe(defaultSiteSettings.siteName);
  });
});
