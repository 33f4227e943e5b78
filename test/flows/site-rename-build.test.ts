import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { settingsAdmin } from '#test-support/settings';
import { prerenderWeb } from '../../infra/prerender/prerender-web.ts';
import { buildSiteName } from '../../infra/prerender/site-name.ts';

const settings = settingsAdmin();
// A copy of the build: the stack other files test keeps serving web/dist.
const dist = mkdtempSync(join(tmpdir(), 'renamed-build-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const pages = [
  'index.html',
  'compare/index.html',
  'rates/index.html',
  'about/index.html',
  'blog/index.html',
  '404.html',
];

describe('a site renamed in the admin settings, then built again', () => {
  it('is the name of every pre-rendered page: title, share tags, header and footer', async () => {
    // Arrange: the build reads the stack's table (TABLE_NAME), as
    // `npm start` and a deploy given the table do.
    const name = `Sun Compare ${Date.now().toString(36)}`;
    await settings.change({ siteName: name });
    cpSync('web/dist', dist, { recursive: true });
    // Act
    await prerenderWeb(await buildSiteName(), dist);
    // Assert
    for (const page of pages) {
      // React marks where its text parts meet with empty comments.
      const html = readFileSync(join(dist, page), 'utf8').replaceAll(
        '<!-- -->',
        '',
      );
      expect(html, page).toContain(
        `<meta property="og:site_name" content="${name}" />`,
      );
      expect(html, page).toMatch(
        new RegExp(`<title>[^<]+ \\| ${name}</title>`),
      );
      expect(html, page).toMatch(
        new RegExp(`<meta property="og:title" content="[^"]+ \\| ${name}" />`),
      );
      expect(html, page).toMatch(
        new RegExp(`<header[\\s\\S]*${name}[\\s\\S]*</header>`),
      );
      expect(html, page).toContain(`<footer`);
      expect(html, page).toContain(`© 2024 ${name}. All rights reserved.`);
      expect(html, page).not.toContain(defaultSiteSettings.siteName);
    }
    const shell = readFileSync(join(dist, 'app.html'), 'utf8');
    expect(shell).toContain(
      `<meta property="og:site_name" content="${name}" />`,
    );
    expect(shell).not.toContain(defaultSiteSettings.siteName);
  }, 180_000);
});
