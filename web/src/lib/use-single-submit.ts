import { type FormEvent, useRef } from 'react';

/**
 * A form's submit handler that runs once at a time: a second click while
 * the first is still checking (the schema may be downloading) or sending
 * is ignored, so one press never becomes two requests or two toasts.
 */
export function useSingleSubmit(
  handle: () => Promise<void>,
): (event: FormEvent) => Promise<void> {
  const running = useRef(false);
  return async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await handle();
    } finally {
      running.current = false;
    }
  };
}
