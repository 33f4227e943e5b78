/**
 * The file a folder's pages share (the SPA shell of every `/admin/<page>`).
 * The web build writes it; CloudFront's routing function and the local
 * gateway serve it.
 */
export const ROUTE_SHELL = '_shell.html';

/**
 * The build's sitemap of its own pages (home, compare, content, blog);
 * `/sitemap.xml` is an index naming it and the active plans' sitemaps.
 */
export const PAGES_SITEMAP = '/sitemap-pages.xml';

/** The page every unknown path is answered with, with a 404. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The plan page's first state in the build (scripts, styles, site frame),
 * into which the plan page function writes each plan. Not a folder shell:
 * `/plans/<id>` is answered by that function, never by a file.
 */
export const PLAN_PAGE_TEMPLATE = 'plans/_page.html';
