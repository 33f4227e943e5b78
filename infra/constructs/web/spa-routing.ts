import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_SHELL } from '#shared/contracts/prerendered-files';

/** The build's folders (its hashed assets aside) holding `file`. */
const foldersWith = (webRoot: string, file: string) =>
  builtFolders(webRoot).filter((folder) =>
    readdirSync(join(webRoot, folder)).includes(file),
  );

/** Routes pre-rendered as `<route>/index.html` in the build. */
export const prerenderedRoutes = (webRoot: string) =>
  foldersWith(webRoot, 'index.html');

/** Folders whose every page (`/plans/<id>`) has a pre-rendered shell. */
export const shellFolders = (webRoot: string) =>
  foldersWith(webRoot, ROUTE_SHELL);

function builtFolders(webRoot: string, dir = ''): string[] {
  return readdirSync(join(webRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'assets')
    .flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      return [path, ...builtFolders(webRoot, path)];
    });
}

/**
 * CloudFront Function (viewer request) giving the SPA its fallback on the
 * site's behaviour only, so API 404s stay API 404s: a pre-rendered route
 * gets its own page (the home page is index.html), a page in a folder with
 * a shell (`/plans/<id>`) gets that shell, any other path without a file
 * extension gets the SPA shell (app.html), and files are served as they
 * are.
 */
export function spaRoutingCode(
  routes: readonly string[],
  shells: readonly string[] = [],
): string {
  const set = (paths: readonly string[]) =>
    JSON.stringify(Object.fromEntries(paths.map((path) => [path, true])));
  return `var prerendered = ${set(routes)};
var shells = ${set(shells)};
function handler(event) {
  var request = event.request;
  var uri = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
  if (uri === '/') { request.uri = '/index.html'; return request; }
  if (prerendered[uri]) { request.uri = uri + '/index.html'; return request; }
  var slash = uri.lastIndexOf('/');
  if (uri.indexOf('.', slash) !== -1) { return request; }
  var folder = uri.substring(0, slash);
  request.uri = shells[folder] ? folder + '/${ROUTE_SHELL}' : '/app.html';
  return request;
}`;
}
