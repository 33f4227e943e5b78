/**
 * After `vite build`: writes `web/dist/<route>/index.html` for the public
 * content pages (readable without JavaScript, each with its own title,
 * description, canonical URL and Open Graph tags), the first state of the
 * SPA's own pages (home, compare, rates, switch), the not-found page
 * (`404.html`), the SPA shell at each page only the app draws, and the
 * sitemap of these pages (`sitemap-pages.xml`). The
 * home page takes `index.html`; the empty SPA shell moves to `app.html`,
 * which the gateway and CloudFront serve for every other path.
 * Every page names the site `--site-name`: `npm run build:web` runs this
 * through `infra/web-prerender.ts`, which reads the name from the stored
 * settings when the build is given a table (docs/settings.md).
 * Run: `tsx web/scripts/prerender.ts --site-name <name> [--dist <folder>]`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { renameBuiltSite } from '#shared/contracts/built-site-name';
import {
  PAGES_SITEMAP,
  ROUTE_SHELL,
} from '#shared/contracts/prerendered-files';
import { escapeHtml } from '#shared/format/html-text';
import { inlineSheets } from './inline-sheets.ts';
import { pageHtml } from './page-html.ts';
import { type Manifest, preloadLinks } from './preload-links.ts';

type RenderModule = typeof import('./render-page.tsx');

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { 'site-name': { type: 'string' }, dist: { type: 'string' } },
});
const siteName = values['site-name'];
if (!siteName) throw new Error('Name the site: --site-name <name>');
// Another folder holding a build (a test's copy); else the build's own.
const dist = values.dist ?? join(webRoot, 'dist');

function sitemap(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const vite = await createServer({
  configFile: join(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const render = (await vite.ssrLoadModule(
    '/scripts/render-page.tsx',
  )) as RenderModule;
  // A second run (without a new vite build) finds the shell in app.html.
  const shell = existsSync(join(dist, 'app.html')) ? 'app.html' : 'index.html';
  const template = renameBuiltSite(
    await readFile(join(dist, shell), 'utf8'),
    siteName,
  );
  await writeFile(join(dist, 'app.html'), template);
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const pages = [...render.prerenderPages, ...render.shellPages];
  for (const { path, meta, module, url } of pages) {
    const rendered = url ?? path;
    const body = await render.renderPage(rendered, siteName);
    const html = pageHtml(
      template,
      {
        ...meta,
        url: render.SITE_ORIGIN + path,
        rendered,
        preload: preloadLinks(manifest, module),
        body,
      },
      siteName,
    );
    await mkdir(join(dist, path), { recursive: true });
    await writeFile(join(dist, path, 'index.html'), html);
  }
  // Pages with no canonical URL of their own, written as files: the
  // plan page's template, the not-found page (kept out of search results).
  const standalone = [
    { page: render.planPageTemplate, noindex: false },
    { page: render.notFoundPage, noindex: true },
  ];
  for (const { page, noindex } of standalone) {
    const { path, meta, module, url, alsoPreload, firstScreenParts } = page;
    const rendered = url ?? path;
    const links = preloadLinks(manifest, module, alsoPreload, firstScreenParts);
    const inlined = page.inlineFirstScreenSheets
      ? (firstScreenParts ?? []).flatMap((key) => manifest[key]?.css ?? [])
      : [];
    const sheets = Object.fromEntries(
      await Promise.all(
        inlined.map(
          async (file) =>
            [file, await readFile(join(dist, file), 'utf8')] as const,
        ),
      ),
    );
    const html = pageHtml(
      template,
      {
        ...meta,
        noindex,
        rendered,
        preload: inlineSheets(links, sheets),
        body: await render.renderPage(rendered, siteName),
      },
      siteName,
    );
    await mkdir(join(dist, dirname(path)), { recursive: true });
    await writeFile(join(dist, path), html);
  }
  const paths = [
    ...render.clientPages,
    ...render.prerenderPages.map((p) => p.path),
  ];
  // `/sitemap.xml` is an index the API answers with this file and the
  // active plans' sitemaps (docs/architecture.md).
  await writeFile(
    join(dist, PAGES_SITEMAP),
    sitemap(render.SITE_ORIGIN, paths),
  );
  for (const path of render.appOnlyPages) {
    await mkdir(join(dist, path), { recursive: true });
    await writeFile(join(dist, path, 'index.html'), template);
  }
  for (const path of render.appOnlyFolders)
    await writeFile(join(dist, path, ROUTE_SHELL), template);
  console.log(
    `prerendered ${pages.length} pages, ${standalone.length} standalone pages and ${render.appOnlyPages.length} app shells, named ${siteName}`,
  );
} finally {
  await vite.close();
}
