/**
 * After `vite build`: writes `web/dist/<route>/index.html` for the public
 * content pages (readable without JavaScript, each with its own title,
 * description, canonical URL and Open Graph tags), the first state of the
 * SPA's own pages (home, compare, rates, switch) and `sitemap.xml`. The
 * home page takes `index.html`; the empty SPA shell moves to `app.html`,
 * which the gateway and CloudFront serve for every other path.
 * Run: `tsx web/scripts/prerender.ts`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { ROUTE_SHELL } from '#shared/contracts/prerendered-files';
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

function headTags(title: string, description: string, url?: string): string {
  const where = url
    ? [
        `<link rel="canonical" href="${escapeAttr(url)}" />`,
        `<meta property="og:url" content="${escapeAttr(url)}" />`,
      ]
    : [];
  return [
    ...where,
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
}

function pageHtml(template: string, page: RenderedPage): string {
  const title = `${page.title} | Energy Compare Australia`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeAttr(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttr(page.description)}" />`,
    )
    .replace(
      '</head>',
      `  ${headTags(title, page.description, page.url)}\n    ${page.preload}\n  </head>`,
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
  for (const {
    path,
    meta,
    module,
    url,
    alsoPreload = [],
  } of render.folderShells) {
    const rendered = url ?? path;
    const html = pageHtml(template, {
      ...meta,
      rendered,
      preload: preloadLinks(manifest, module, ...alsoPreload),
      body: await render.renderPage(rendered),
    });
    await mkdir(join(dist, path), { recursive: true });
    await writeFile(join(dist, path, ROUTE_SHELL), html);
  }
  const paths = [
    ...render.clientPages,
    ...render.prerenderPages.map((p) => p.path),
  ];
  await writeFile(
    join(dist, 'sitemap.xml'),
    sitemap(render.SITE_ORIGIN, paths),
  );
  console.log(
    `prerendered ${pages.length} pages and ${render.folderShells.length} folder shell(s)`,
  );
} finally {
  await vite.close();
}
