type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  readonly value: string;
  readonly checked: boolean;
}

const CONTROLS = 'input, textarea, select';
const ticks = new Set(['checkbox', 'radio']);

const isTick = (el: Control) =>
  el instanceof HTMLInputElement && ticks.has(el.type);

/**
 * Names a control the same way before and after the app renders over the
 * pre-rendered page (ids from useId differ): its tag, type, name and label,
 * and which of the controls so named it is.
 */
function keysOf(root: HTMLElement): Map<Control, string> {
  const seen = new Map<string, number>();
  const keys = new Map<Control, string>();
  for (const el of root.querySelectorAll<Control>(CONTROLS)) {
    const label =
      el.getAttribute('aria-label') ??
      [...(el.labels ?? [])].map((l) => l.textContent?.trim()).join('|');
    const type = el instanceof HTMLInputElement ? el.type : '';
    const base = `${el.tagName}|${type}|${el.name}|${el.value && isTick(el) ? el.value : ''}|${label}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    keys.set(el, `${base}#${n}`);
  }
  return keys;
}

const changedFromServer = (el: Control) => {
  if (el instanceof HTMLSelectElement)
    return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (isTick(el)) {
    const input = el as HTMLInputElement;
    return input.checked !== input.defaultChecked;
  }
  return el.value !== (el as HTMLInputElement).defaultValue;
};

/** Sets a value so React's onChange sees it, whatever it last recorded. */
function replay(el: Control, typed: Typed) {
  if (isTick(el)) {
    const input = el as HTMLInputElement;
    // A radio is put back by checking its group's chosen one.
    if (input.type === 'radio' && !typed.checked) return;
    // Through the element's own setter, so React records the opposite and
    // the click's toggle reads as a change.
    input.checked = !typed.checked;
    input.click();
    return;
  }
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  el.value = '';
  setter?.call(el, typed.value);
  el.dispatchEvent(
    new Event(el instanceof HTMLSelectElement ? 'change' : 'input', {
      bubbles: true,
    }),
  );
}

/**
 * Keeps what a visitor typed or ticked in the pre-rendered page before the
 * app took over: records it from now on (and anything already changed),
 * and returns the function that puts it back once the app has rendered.
 */
export function keepTypedInput(root: HTMLElement): () => void {
  const typed = new Map<string, Typed>();
  const note = (el: Control) => {
    const key = keysOf(root).get(el);
    if (key)
      typed.set(key, {
        value: el.value,
        checked: isTick(el) && (el as HTMLInputElement).checked,
      });
  };
  for (const el of root.querySelectorAll<Control>(CONTROLS))
    if (changedFromServer(el)) note(el);
  const onEvent = (event: Event) => {
    const el = event.target;
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    )
      note(el);
  };
  root.addEventListener('input', onEvent, true);
  root.addEventListener('change', onEvent, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root.removeEventListener('input', onEvent, true);
    root.removeEventListener('change', onEvent, true);
    if (typed.size === 0) return;
    for (const [el, key] of keysOf(root)) {
      const value = typed.get(key);
      if (value) replay(el, value);
    }
  };
}
