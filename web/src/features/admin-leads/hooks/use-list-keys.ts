import { useEffect, useRef } from 'react';
import { type ListKeyAction, listKeyAction } from '../list-keys';

const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]), select, textarea, [contenteditable="true"], [role="dialog"]';

/** Calls `on` with the list action of each key pressed on the page. */
export function useListKeys(on: (action: ListKeyAction) => void) {
  const handler = useRef(on);
  handler.current = on;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const action = listKeyAction(
        event.key,
        {
          typing: Boolean(target?.closest(TYPING)),
          onRow: Boolean(target?.matches('tr[data-row-id]')),
        },
        event.altKey || event.ctrlKey || event.metaKey,
      );
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
