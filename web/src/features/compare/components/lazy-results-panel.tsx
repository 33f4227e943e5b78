import { lazy } from 'react';

const load = () => import('./results-panel');

/**
 * The results load when Compare Plans is pressed, alongside the API call,
 * not with the page: nothing shows them before a comparison.
 */
export const preloadResults = () => void load().catch(() => undefined);

export const LazyResultsPanel = lazy(() =>
  load().then((m) => ({ default: m.ResultsPanel })),
);
