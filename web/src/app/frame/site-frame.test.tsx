import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { SiteFrame } from './site-frame';

const builtAs = (name: string) => {
  const tag = document.createElement('meta');
  tag.setAttribute('property', 'og:site_name');
  tag.setAttribute('content', name);
  document.head.append(tag);
};

afterEach(() => {
  document.head.querySelector('meta[property="og:site_name"]')?.remove();
});

describe('the site frame', () => {
  it('names the site as its page was built until the settings answer, then by the saved name', async () => {
    // Arrange: a page the build named "Sun Compare"; the settings answer later.
    builtAs('Sun Compare');
    let answer: (settings: unknown) => void = () => undefined;
    fakeApi({
      'GET /site-settings': () =>
        new Promise((resolve) => {
          answer = (body) => resolve(reply(200, body));
        }),
    });
    // Act
    renderInApp(<SiteFrame />);
    // Assert: as pre-rendered, so the app takes the page over unchanged.
    expect(screen.getByRole('link', { name: 'Sun Compare' })).toBeTruthy();
    expect(
      screen.getByText('© 2024 Sun Compare. All rights reserved.'),
    ).toBeTruthy();
    answer({ settings: { siteName: 'Moon Compare' } });
    expect(
      await screen.findByRole('link', { name: 'Moon Compare' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Sun Compare/)).toBeNull();
  });
});
