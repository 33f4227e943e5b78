import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ANY_QUERY_ATTRIBUTE } from '#shared/contracts/served-plan-page';
import { keepTypedInput } from './keep-typed-input';
import type { router as appRouter } from './router';

type Router = typeof appRouter;

/** Resolves once the router has loaded the first route's lazy module. */
function initialised(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Runs `then` once the first render is in the page. */
function AfterCommit({
  then,
  children,
}: {
  then: () => void;
  children: ReactNode;
}) {
  useEffect(then, [then]);
  return children;
}

const path = () => window.location.pathname.replace(/(.)\/+$/, '$1');

/** Whether the page in `container` was written for this location. */
function servedHere(container: HTMLElement): boolean {
  const served = container.dataset.prerendered;
  // A page the same at any query (a plan page) names only its path.
  if (container.hasAttribute(ANY_QUERY_ATTRIBUTE)) return path() === served;
  return `${path()}${window.location.search}` === served;
}

/**
 * Renders the app into `#root` once the router has loaded the first
 * route's module, so the page never renders without its content (no
 * blank main area, no footer jumping up and back). A pre-rendered page is
 * hydrated, so nothing repaints; when the location is not the one
 * pre-rendered (a query, a redirect) the client renders over it instead.
 * Both run as a transition, which React splits into short tasks: the
 * page stays responsive to taps while it boots. Whatever the visitor typed
 * into the pre-rendered page meanwhile is put back once the app is in.
 */
export async function mount(
  container: HTMLElement,
  app: ReactNode,
  router: Router,
): Promise<void> {
  const putBackTyped = keepTypedInput(container);
  await initialised(router);
  const tree = <AfterCommit then={putBackTyped}>{app}</AfterCommit>;
  startTransition(() => {
    if (servedHere(container)) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
}
