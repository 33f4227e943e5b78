import { StylePage } from '@/features/style-guide/style-page';

/** /_style: the living style page, on the dev server only (noindex). */
export function Component() {
  return <StylePage />;
}
