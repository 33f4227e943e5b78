import { callbackWait, formatWait } from '#shared/domain/callback-wait';
import { displayStatus } from '#shared/domain/status-machines';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';

/**
 * How long a pending call back has waited, marked overdue once it has
 * waited the whole call back promise (the "maximum callback wait" setting).
 */
export function WaitCell(props: {
  readonly createdAt: string;
  readonly status: unknown;
}) {
  const { maxCallbackWaitTime } = useSiteSettings();
  if (displayStatus('callback', props.status) !== 'pending') return <>—</>;
  const wait = callbackWait(props.createdAt, new Date(), maxCallbackWaitTime);
  return (
    <span className={wait.overdue ? 'wait-overdue' : undefined}>
      {formatWait(wait.minutes)}
      {wait.overdue && (
        <>
          {' '}
          <span className="badge badge-warn">Overdue</span>
        </>
      )}
    </span>
  );
}
