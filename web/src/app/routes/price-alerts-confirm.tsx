import { useSearchParams } from 'react-router-dom';
import { WatchLinkPage } from '@/features/price-alerts/components/watch-link-page';

/** /price-alerts/confirm?token=…: the double opt-in link. */
export function Component() {
  const [params] = useSearchParams();
  return <WatchLinkPage action="confirm" token={params.get('token') ?? ''} />;
}
