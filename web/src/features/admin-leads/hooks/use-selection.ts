import { useState } from 'react';

/** The rows staff ticked, kept to the rows the list still shows. */
export function useSelection(ids: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const shown = new Set(ids);
  const selected = new Set([...chosen].filter((id) => shown.has(id)));
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setChosen(selected.size === ids.length ? new Set() : new Set(ids));
  const clear = () => setChosen(new Set());
  return { selected, toggle, toggleAll, clear };
}
