import { createBrowserRouter, redirect } from 'react-router-dom';
import { SiteFrame } from '@/app/frame/site-frame';

/** The public routes, each loaded as its own chunk. */
export const router = createBrowserRouter([
  {
    // Staff admin: outside the public frame; Amplify loads only here.
    path: 'admin',
    children: [
      { index: true, loader: () => redirect('/admin/dashboard') },
      { path: 'login', lazy: () => import('./routes/admin/login') },
      {
        lazy: () => import('./routes/admin/layout'),
        children: [
          { path: 'dashboard', lazy: () => import('./routes/admin/dashboard') },
          { path: 'callbacks', lazy: () => import('./routes/admin/callbacks') },
          { path: 'inquiries', lazy: () => import('./routes/admin/inquiries') },
          { path: 'switching', lazy: () => import('./routes/admin/switching') },
          {
            path: 'subscribers',
            lazy: () => import('./routes/admin/subscribers'),
          },
          { path: 'analytics', lazy: () => import('./routes/admin/analytics') },
          { path: 'settings', lazy: () => import('./routes/admin/settings') },
        ],
      },
    ],
  },
  {
    element: <SiteFrame />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'compare', lazy: () => import('./routes/compare') },
      {
        path: 'compare/side-by-side',
        lazy: () => import('./routes/side-by-side'),
      },
      { path: 'rates', lazy: () => import('./routes/rates') },
      { path: 'plans/:id', lazy: () => import('./routes/plan') },
      { path: 'switch', lazy: () => import('./routes/switch') },
      { path: 'faq', lazy: () => import('./routes/faq') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'privacy', lazy: () => import('./routes/privacy') },
      { path: 'terms', lazy: () => import('./routes/terms') },
      { path: 'disclaimer', lazy: () => import('./routes/disclaimer') },
      { path: 'how-it-works', lazy: () => import('./routes/how-it-works') },
      { path: 'blog', lazy: () => import('./routes/blog') },
      { path: 'blog/:id', lazy: () => import('./routes/blog-post') },
      { path: 'unsubscribe', lazy: () => import('./routes/unsubscribe') },
      {
        path: 'price-alerts/confirm',
        lazy: () => import('./routes/price-alerts-confirm'),
      },
      {
        path: 'price-alerts/manage',
        lazy: () => import('./routes/price-alerts-manage'),
      },
      {
        path: 'newsletter/confirm',
        lazy: () => import('./routes/newsletter-confirm'),
      },
      // Dev server only: the production build drops the branch and its chunk.
      ...(import.meta.env.DEV
        ? [{ path: '_style', lazy: () => import('./routes/style') }]
        : []),
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
