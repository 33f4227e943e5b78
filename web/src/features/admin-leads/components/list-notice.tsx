import type { ToastMessage } from '@/components/ui/toast-message';

/**
 * What the last action on a list did, above the list rather than in a
 * toast over its rows; it stays until the next action or Dismiss.
 */
export function ListNotice(props: {
  readonly notice: ToastMessage | null;
  readonly onDismiss: () => void;
}) {
  const { notice } = props;
  const failed = notice?.variant === 'destructive';
  return (
    <div
      className={`list-notice${failed ? ' list-notice-failed' : ''}`}
      role={failed ? 'alert' : 'status'}
      hidden={!notice}
    >
      {notice && (
        <>
          <p>
            <strong>{notice.title}</strong>
            {notice.description && <span> {notice.description}</span>}
          </p>
          <button
            type="button"
            className="button"
            onClick={props.onDismiss}
            aria-label="Dismiss message"
          >
            ×
          </button>
        </>
      )}
    </div>
  );
}
