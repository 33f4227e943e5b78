/**
 * After `vite build`: writes `web/dist/<route>/index.html` for the public
 * content pages (readable without JavaScript, each with its own title,
 * description, canonical URL and Open Graph tags), the first state of the
 * SPA's own pages (home, compare, rates, switch), the not-found page
 * (`404.html`), the SPA shell at each page only the app draws, and the
 * sitemap of these pages (`sitemap-pages.xml`). The
 * home page takes `index.html`; the empty SPA shell moves to `app.html`,
 * which the gateway and CloudFront serve for every other path.
 * Run: `tsx web/scripts/prerender.ts`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import {
  PAGES_SITEMAP,
  ROUTE_SHELL,
} from '#shared/contracts/prerendered-files';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { type Manifest, preloadLinks } from './preload-links.ts';

type RenderModule = typeof import('./render-page.tsx');

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');

const escapeAttr = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function headTags(
  title: string,
  description: string,
  url?: string,
  noindex = false,
): string {
  const where = url
    ? [
        `<link rel="canonical" href="${escapeAttr(url)}" />`,
        `<meta property="og:url" content="${escapeAttr(url)}" />`,
      ]
    : [];
  return [
    ...where,
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    `<meta property="og:description" content="${escapeAttr(description)}" />`,
  ].join('\n    ');
}

interface RenderedPage {
  readonly title: string;
  readonly description: string;
  /** Canonical URL; none for a shell shared by many pages. */
  readonly url?: string;
  /** The location rendered; the client hydrates only at this location. */
  readonly rendered: string;
  readonly preload: string;
  readonly body: string;
  /** Kept out of search results (the not-found page). */
  readonly noindex?: boolean;
}

function pageHtml(template: string, page: RenderedPage): string {
  const title = `${page.title} | ${defaultSiteSettings.siteName}`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeAttr(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttr(page.description)}" />`,
    )
    .replace(
      '</head>',
      `  ${headTags(title, page.description, page.url, page.noindex)}\n    ${page.preload}\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttr(page.rendered)}">${page.body}</div>`,
    );
}

function sitemap(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeAttr(origin + path)}</loc></url>`)
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
  const template = await readFile(join(dist, shell), 'utf8');
  await writeFile(join(dist, 'app.html'), template);
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const pages = [...render.prerenderPages, ...render.shellPages];
  for (const { path, meta, module, url } of pages) {
    const rendered = url ?? path;
    const body = await render.renderPage(rendered);
    const html = pageHtml(template, {
      ...meta,
      url: render.SITE_ORIGIN + path,
      rendered,
      preload: preloadLinks(manifest, module),
      body,
    });
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
    const { path, meta, module, url, alsoPreload = [] } = page;
    const rendered = url ?? path;
    const html = pageHtml(template, {
      ...meta,
      noindex,
      rendered,
      preload: preloadLinks(manifest, module, ...alsoPreload),
      body: await render.renderPage(rendered),
    });
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
    `prerendered ${pages.length} pages, ${standalone.length} standalone pages and ${render.appOnlyPages.length} app shells`,
  );
} finally {
  await vite.close();
}
