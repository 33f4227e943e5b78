import { useSearchParams } from 'react-router-dom';
import type { WatchLinkAction } from '@/features/price-alerts/api/watches';
import { WatchLinkPage } from '@/features/price-alerts/components/watch-link-page';

const actions = new Set<WatchLinkAction>(['unsubscribe', 'delete', 'renew']);

/** /price-alerts/manage?action=…&token=…: the links of every alert e-mail. */
export function Component() {
  const [params] = useSearchParams();
  const asked = params.get('action') as WatchLinkAction;
  const action = actions.has(asked) ? asked : 'unsubscribe';
  return <WatchLinkPage action={action} token={params.get('token') ?? ''} />;
}
