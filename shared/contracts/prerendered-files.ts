/**
 * The file a folder's pages share: the first state of a page per id. The
 * web build writes it; CloudFront's routing function and the local gateway
 * serve it.
 */
export const ROUTE_SHELL = '_shell.html';
