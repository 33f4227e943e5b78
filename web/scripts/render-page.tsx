import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import {
  NOT_FOUND_PAGE,
  PLAN_PAGE_TEMPLATE,
} from '#shared/contracts/prerendered-files';
import { SiteFrame } from '@/app/frame/site-frame';
import { ToastProvider } from '@/components/ui/toast';
import { blogPosts } from '@/features/blog/posts';
import { type PageMeta, pageMeta } from '@/features/content/page-meta';
import { prerenderSiteName } from '@/lib/built-site-name';

export { SITE_ORIGIN } from '@/features/content/page-meta';

/** The public content routes served as HTML that reads without scripts. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteFrame />,
    children: [
      { index: true, lazy: () => import('@/app/routes/home') },
      { path: 'compare', lazy: () => import('@/app/routes/compare') },
      { path: 'rates', lazy: () => import('@/app/routes/rates') },
      { path: 'switch', lazy: () => import('@/app/routes/switch') },
      { path: 'faq', lazy: () => import('@/app/routes/faq') },
      { path: 'about', lazy: () => import('@/app/routes/about') },
      { path: 'contact', lazy: () => import('@/app/routes/contact') },
      { path: 'privacy', lazy: () => import('@/app/routes/privacy') },
      { path: 'terms', lazy: () => import('@/app/routes/terms') },
      { path: 'disclaimer', lazy: () => import('@/app/routes/disclaimer') },
      { path: 'how-it-works', lazy: () => import('@/app/routes/how-it-works') },
      { path: 'blog', lazy: () => import('@/app/routes/blog') },
      { path: 'blog/:id', lazy: () => import('@/app/routes/blog-post') },
      { path: 'plans/:id', lazy: () => import('@/app/routes/plan') },
      { path: '*', lazy: () => import('@/app/routes/not-found') },
    ],
  },
];

export interface PrerenderPage {
  readonly path: string;
  readonly meta: PageMeta;
  /** The route's module, as the Vite manifest names it (for preloading). */
  readonly module: string;
  /** The URL rendered when it is not the path (a shell needing a query). */
  readonly url?: string;
  /** Other chunks to fetch beside the route's (a lazy part it always shows). */
  readonly alsoPreload?: readonly string[];
  /**
   * The lazy parts on the first screen: only their own sheets are linked
   * (all of `alsoPreload`'s when absent), and their chunks preloaded only
   * when in `alsoPreload`.
   */
  readonly firstScreenParts?: readonly string[];
  /** Whether the first screen parts' own sheets are written into the page. */
  readonly inlineFirstScreenSheets?: boolean;
}

const route = (name: string) => `src/app/routes/${name}.tsx`;

/** Every content page to pre-render, with its title and description. */
export const prerenderPages: readonly PrerenderPage[] = [
  { path: '/faq', meta: pageMeta.faq, module: route('faq') },
  { path: '/about', meta: pageMeta.about, module: route('about') },
  { path: '/contact', meta: pageMeta.contact, module: route('contact') },
  { path: '/privacy', meta: pageMeta.privacy, module: route('privacy') },
  { path: '/terms', meta: pageMeta.terms, module: route('terms') },
  {
    path: '/disclaimer',
    meta: pageMeta.disclaimer,
    module: route('disclaimer'),
  },
  {
    path: '/how-it-works',
    meta: pageMeta.howItWorks,
    module: route('how-it-works'),
  },
  { path: '/blog', meta: pageMeta.blog, module: route('blog') },
  ...blogPosts.map((post) => ({
    path: `/blog/${post.id}`,
    meta: { title: post.title, description: post.excerpt },
    module: route('blog-post'),
  })),
];

/**
 * Pages the SPA fills in the browser, pre-rendered in their first (loading)
 * state so they paint before the scripts run. /switch always names a plan;
 * its shell is the state while that plan loads.
 */
export const shellPages: readonly PrerenderPage[] = [
  { path: '/', meta: pageMeta.home, module: route('home') },
  { path: '/compare', meta: pageMeta.compare, module: route('compare') },
  { path: '/rates', meta: pageMeta.rates, module: route('rates') },
  {
    path: '/switch',
    meta: pageMeta.switch,
    module: route('switch'),
    url: '/switch?plan=pending',
  },
];

/**
 * The plan page's first state, written as the template the plan page
 * function fills per plan (`PLAN_PAGE_TEMPLATE`): its title, share tags,
 * structured data and fact sheet (docs/architecture.md).
 */
export const planPageTemplate: PrerenderPage = {
  path: `/${PLAN_PAGE_TEMPLATE}`,
  meta: {
    title: 'Energy plan',
    description:
      'One energy plan’s rates by time of day, fees, discounts, contract terms and costs.',
  },
  module: route('plan'),
  url: '/plans/pending',
  // The served first screen uses the plan page's own sheet only. The full
  // page's chunks are not preloaded: the app asks for them after the
  // first paint, and a preload finished before it counts in Lighthouse's
  // LCP (docs/performance.md, "Plan page: own cost first").
  firstScreenParts: ['src/features/plan-page/components/plan-page.tsx'],
  // Small: in the page, it holds the first paint back by no request.
  inlineFirstScreenSheets: true,
};

/**
 * The page every unknown path is answered with, with a 404 status
 * (`404.html`; CloudFront's routing function and the local gateway).
 */
export const notFoundPage: PrerenderPage = {
  path: NOT_FOUND_PAGE,
  meta: pageMeta.notFound,
  module: route('not-found'),
  url: '/page-not-found',
};

/**
 * Pages only the app draws (staff, links from e-mails):
 * their path gets the SPA shell, so they are not answered as unknown.
 * A folder here serves the shell for every page in it.
 */
export const appOnlyPages = [
  '/compare/side-by-side',
  '/unsubscribe',
  '/price-alerts/confirm',
  '/price-alerts/manage',
  '/newsletter/confirm',
  '/admin',
] as const;
export const appOnlyFolders = ['/admin'] as const;

/** Shell pages worth indexing, listed in the sitemap too. */
export const clientPages = ['/', '/compare', '/rates'] as const;

/**
 * The HTML of one route inside the site frame, as the browser shows it,
 * its frame naming the site `siteName`.
 */
export async function renderPage(
  path: string,
  siteName: string,
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  prerenderSiteName(siteName);
  try {
    return renderToString(
      <ToastProvider>
        <StaticRouterProvider
          router={router}
          context={context}
          hydrate={false}
        />
      </ToastProvider>,
    );
  } finally {
    prerenderSiteName(undefined);
  }
}
