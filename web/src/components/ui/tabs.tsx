import { type KeyboardEvent, type ReactNode, useId } from 'react';

export interface TabItem<V extends string> {
  readonly value: V;
  readonly label: string;
  readonly panel: ReactNode;
  readonly panelClassName?: string;
}

interface TabsProps<V extends string> {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly items: readonly TabItem<V>[];
}

/** Where an arrow, Home or End moves from tab `index` of `count`. */
function target(key: string, index: number, count: number) {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Tabs as the WAI-ARIA tabs pattern has them: the arrow keys, Home and End
 * move between tabs and choose as they go, and only the chosen tab is in
 * the Tab order. Our own rather than Radix Tabs, which cost /compare's
 * first script 9.6 KiB it does not have (docs/architecture.md). Only the
 * chosen panel is rendered; the others stay as empty, hidden panels.
 */
export function Tabs<V extends string>({
  label,
  value,
  onChange,
  items,
}: TabsProps<V>) {
  const id = useId();
  const tabId = (v: V) => `${id}-tab-${v}`;
  const panelId = (v: V) => `${id}-panel-${v}`;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // Alt+arrow is the browser's Back and Forward; other chords are not ours.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    const next = target(event.key, index, items.length);
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.value);
    document.getElementById(tabId(item.value))?.focus();
  };
  // One element, as the form's spacing expects of a group of controls.
  return (
    <div>
      <div role="tablist" aria-label={label} className="tabs">
        {items.map((item, index) => {
          const chosen = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-controls={panelId(item.value)}
              aria-selected={chosen}
              data-state={chosen ? 'active' : 'inactive'}
              tabIndex={chosen ? 0 : -1}
              className="tab"
              onClick={() => onChange(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const chosen = item.value === value;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            hidden={!chosen}
            // The pattern makes a panel a stop when its content may start
            // with no control (the upload panel's text, its loading line).
            tabIndex={chosen ? 0 : undefined}
            className={item.panelClassName}
          >
            {chosen && item.panel}
          </div>
        );
      })}
    </div>
  );
}
