import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Routes pre-rendered as `<route>/index.html` in the build. */
export function prerenderedRoutes(webRoot: string, dir = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(join(webRoot, dir), {
    withFileTypes: true,
  })) {
    if (!entry.isDirectory() || entry.name === 'assets') continue;
    const path = `${dir}/${entry.name}`;
    const files = readdirSync(join(webRoot, path));
    if (files.includes('index.html')) routes.push(path);
    routes.push(...prerenderedRoutes(webRoot, path));
  }
  return routes;
}

/**
 * CloudFront Function (viewer request) giving the SPA its fallback on the
 * site's behaviour only, so API 404s stay API 404s: a pre-rendered route
 * gets its own page (the home page is index.html), any other path without
 * a file extension gets the SPA shell (app.html), and files are served as
 * they are.
 */
export function spaRoutingCode(routes: readonly string[]): string {
  return `var prerendered = ${JSON.stringify(Object.fromEntries(routes.map((r) => [r, true])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
  if (uri === '/') { request.uri = '/index.html'; return request; }
  if (prerendered[uri]) { request.uri = uri + '/index.html'; return request; }
  if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) { request.uri = '/app.html'; }
  return request;
}`;
}
