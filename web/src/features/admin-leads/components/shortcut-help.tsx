import { LIST_SHORTCUTS } from '../list-keys';

/** The list's keyboard shortcuts, shown by its button or "?". */
export function ShortcutHelp(props: {
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  return (
    <div className="shortcut-help">
      <button
        type="button"
        className="button"
        aria-expanded={props.open}
        aria-controls="list-shortcuts"
        aria-keyshortcuts="?"
        onClick={props.onToggle}
      >
        Keyboard shortcuts
      </button>
      <section
        id="list-shortcuts"
        aria-label="Keyboard shortcuts"
        hidden={!props.open}
      >
        <dl>
          {LIST_SHORTCUTS.map(([keys, what]) => (
            <div key={keys}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
