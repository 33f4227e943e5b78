import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  NOT_FOUND_PAGE,
  ROUTE_SHELL,
} from '#shared/contracts/prerendered-files';

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

/** Where a path is found, as the routing function's own code says it. */
function pageForCode(
  routes: readonly string[],
  shells: readonly string[],
): string {
  const set = (paths: readonly string[]) =>
    JSON.stringify(Object.fromEntries(paths.map((path) => [path, true])));
  return `var prerendered = ${set(routes)};
var shells = ${set(shells)};
function pageFor(path) {
  var uri = path.length > 1 ? path.replace(/\\/+$/, '') : path;
  if (uri === '/') { return '/index.html'; }
  if (prerendered[uri]) { return uri + '/index.html'; }
  var slash = uri.lastIndexOf('/');
  if (uri.indexOf('.', slash) !== -1) { return uri; }
  var folder = uri.substring(0, slash);
  return shells[folder] ? folder + '/${ROUTE_SHELL}' : '${NOT_FOUND_PAGE}';
}`;
}

/**
 * CloudFront Function (viewer request) on the site's behaviour only, so
 * API 404s stay API 404s: a pre-rendered route (or a page only the app
 * draws) gets its own file (the home page is index.html), a page in a
 * folder with a shell (`/admin/<page>`) gets that shell, files are served
 * as they are, and any other path gets the not-found page.
 */
export function spaRoutingCode(
  routes: readonly string[],
  shells: readonly string[] = [],
): string {
  return `${pageForCode(routes, shells)}
function handler(event) {
  var request = event.request;
  request.uri = pageFor(request.uri);
  return request;
}`;
}

/**
 * CloudFront Function (viewer response) on the same behaviour: the
 * not-found page is answered with a 404, not the bucket's 200. It decides
 * from the viewer's path whether or not CloudFront hands it the path as
 * the request function rewrote it.
 */
export function notFoundStatusCode(
  routes: readonly string[],
  shells: readonly string[] = [],
): string {
  return `${pageForCode(routes, shells)}
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  if (uri === '${NOT_FOUND_PAGE}' || pageFor(uri) === '${NOT_FOUND_PAGE}') {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}
