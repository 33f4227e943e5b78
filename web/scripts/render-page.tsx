import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { SiteFrame } from '@/components/layouts/site-frame';
import { ToastProvider } from '@/components/ui/toast';
import { blogPosts } from '@/features/blog/posts';
import { type PageMeta, pageMeta } from '@/features/content/page-meta';

export { SITE_ORIGIN } from '@/features/content/page-meta';

/** The public content routes served as HTML that reads without scripts. */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteFrame />,
    children: [
      { path: 'faq', lazy: () => import('@/app/routes/faq') },
      { path: 'about', lazy: () => import('@/app/routes/about') },
      { path: 'contact', lazy: () => import('@/app/routes/contact') },
      { path: 'privacy', lazy: () => import('@/app/routes/privacy') },
      { path: 'terms', lazy: () => import('@/app/routes/terms') },
      { path: 'disclaimer', lazy: () => import('@/app/routes/disclaimer') },
      { path: 'how-it-works', lazy: () => import('@/app/routes/how-it-works') },
      { path: 'blog', lazy: () => import('@/app/routes/blog') },
      { path: 'blog/:id', lazy: () => import('@/app/routes/blog-post') },
    ],
  },
];

export interface PrerenderPage {
  readonly path: string;
  readonly meta: PageMeta;
}

/** Every page to pre-render, with its title and description. */
export const prerenderPages: readonly PrerenderPage[] = [
  { path: '/faq', meta: pageMeta.faq },
  { path: '/about', meta: pageMeta.about },
  { path: '/contact', meta: pageMeta.contact },
  { path: '/privacy', meta: pageMeta.privacy },
  { path: '/terms', meta: pageMeta.terms },
  { path: '/disclaimer', meta: pageMeta.disclaimer },
  { path: '/how-it-works', meta: pageMeta.howItWorks },
  { path: '/blog', meta: pageMeta.blog },
  ...blogPosts.map((post) => ({
    path: `/blog/${post.id}`,
    meta: { title: post.title, description: post.excerpt },
  })),
];

/** Pages the SPA renders in the browser, listed in the sitemap too. */
export const clientPages = ['/', '/compare', '/rates'] as const;

/** The HTML of one route inside the site frame, as the browser shows it. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <ToastProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ToastProvider>,
  );
}
