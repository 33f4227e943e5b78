import { useEffect, useRef } from 'react';
import type { ToastMessage } from '@/components/ui/toast-message';

/** What the last action did, with what staff can do about it (Undo). */
export interface ListNoticeMessage extends ToastMessage {
  readonly action?: { readonly label: string; readonly run: () => void };
}

/**
 * What the last action on a list did, above the list rather than in a
 * toast over its rows; it stays until the next action or Dismiss. An
 * action it offers takes the focus, as the row acted on may be gone.
 */
export function ListNotice(props: {
  readonly notice: ListNoticeMessage | null;
  readonly onDismiss: () => void;
}) {
  const { notice } = props;
  const failed = notice?.variant === 'destructive';
  const actionButton = useRef<HTMLButtonElement>(null);
  const action = notice?.action;
  useEffect(() => {
    if (action) actionButton.current?.focus();
  }, [action]);
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
          {action && (
            <button
              ref={actionButton}
              type="button"
              className="button"
              onClick={action.run}
            >
              {action.label}
            </button>
          )}
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
