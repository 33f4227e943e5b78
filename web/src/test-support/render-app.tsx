import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
} from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';

/** A page the router shows once the screen under test navigates away. */
function Landed() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Landed on {pathname}
      {search}
    </p>
  );
}

/**
 * Renders `ui` inside the providers the app gives every screen (toasts and
 * a router), at `path`. The router is returned so a test can read where a
 * form navigated to.
 */
export function renderInApp(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: new URL(path, 'http://localhost').pathname, element: ui },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { ...view, router };
}
