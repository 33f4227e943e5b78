import { createBrowserRouter } from 'react-router-dom';
import { SiteFrame } from '@/components/layouts/site-frame';

/** Public routes of spec §2, each loaded as its own chunk. */
export const router = createBrowserRouter([
  {
    element: <SiteFrame />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'compare', lazy: () => import('./routes/compare') },
      { path: 'rates', lazy: () => import('./routes/rates') },
      { path: 'switch', lazy: () => import('./routes/switch') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
