import { StylePage } from '@/features/style-guide/style-page';

/** /_style: the living style page (not linked, not pre-rendered, noindex). */
export function Component() {
  return <StylePage />;
}
