/**
 * After `vite build`: writes `web/dist/<route>/index.html` for the public
 * content pages (readable without JavaScript, each with its own title,
 * description, canonical URL and Open Graph tags) and `sitemap.xml`.
 * Run: `tsx web/scripts/prerender.ts`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

type RenderModule = typeof import('./render-page.tsx');

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');

const escapeAttr = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function headTags(title: string, description: string, url: string): string {
  return [
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    `<meta property="og:description" content="${escapeAttr(description)}" />`,
  ].join('\n    ');
}

function pageHtml(
  template: string,
  page: { title: string; description: string; url: string; body: string },
): string {
  const title = `${page.title} | Energy Compare Australia`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeAttr(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttr(page.description)}" />`,
    )
    .replace(
      '</head>',
      `  ${headTags(title, page.description, page.url)}\n  </head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
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
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  for (const { path, meta } of render.prerenderPages) {
    const body = await render.renderPage(path);
    const html = pageHtml(template, {
      ...meta,
      url: render.SITE_ORIGIN + path,
      body,
    });
    await mkdir(join(dist, path), { recursive: true });
    await writeFile(join(dist, path, 'index.html'), html);
  }
  const paths = [
    ...render.clientPages,
    ...render.prerenderPages.map((p) => p.path),
  ];
  await writeFile(
    join(dist, 'sitemap.xml'),
    sitemap(render.SITE_ORIGIN, paths),
  );
  console.log(`prerendered ${render.prerenderPages.length} pages`);
} finally {
  await vite.close();
}
