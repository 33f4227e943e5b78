type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  readonly value: string;
  readonly checked: boolean;
}

// Files cannot be set from script; buttons hold no typing.
const SKIPPED = /^(file|submit|button|reset|image|hidden)$/;

const tick = (el: Control) =>
  el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type);

/**
 * The page's controls, each named the same way before and after the app
 * renders over the pre-rendered page (ids from useId differ): its tag,
 * type, name, value if a tick, and label, and which of those so named.
 */
function named(root: HTMLElement): Map<Control, string> {
  const seen = new Map<string, number>();
  const names = new Map<Control, string>();
  for (const el of root.querySelectorAll<Control>('input,textarea,select')) {
    if (SKIPPED.test(el.type)) continue;
    const label =
      el.getAttribute('aria-label') ??
      [...(el.labels ?? [])].map((l) => l.textContent).join();
    const base = [el.tagName, el.type, el.name, tick(el) && el.value, label];
    const key = base.join('|');
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    names.set(el, `${key}#${n}`);
  }
  return names;
}

const changed = (el: Control) =>
  el instanceof HTMLSelectElement
    ? [...el.options].some((o) => o.selected !== o.defaultSelected)
    : tick(el)
      ? (el as HTMLInputElement).checked !==
        (el as HTMLInputElement).defaultChecked
      : el.value !== (el as HTMLInputElement).defaultValue;

/** Sets a value so React's onChange sees it, whatever it last recorded. */
function replay(el: Control, typed: Typed) {
  if (tick(el)) {
    const input = el as HTMLInputElement;
    // A radio is put back by checking its group's chosen one.
    if (input.type === 'radio' && !typed.checked) return;
    // Through the element's own setter, so React records the opposite and
    // the click's toggle reads as a change.
    input.checked = !typed.checked;
    input.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(el),
    'value',
  )?.set;
  el.value = '';
  setter?.call(el, typed.value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (el instanceof HTMLSelectElement)
    el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Keeps what a visitor typed or ticked in the pre-rendered page before the
 * app took over: records it from now on (and anything already changed),
 * and returns the function that puts it back once the app has rendered.
 */
export function keepTypedInput(root: HTMLElement): () => void {
  const typed = new Map<string, Typed>();
  const note = (el: EventTarget | null) => {
    const key = named(root).get(el as Control);
    const control = el as Control;
    if (key)
      typed.set(key, {
        value: control.value,
        checked: tick(control) && (control as HTMLInputElement).checked,
      });
  };
  for (const el of named(root).keys()) if (changed(el)) note(el);
  const onEvent = (event: Event) => note(event.target);
  for (const type of ['input', 'change'])
    root.addEventListener(type, onEvent, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const type of ['input', 'change'])
      root.removeEventListener(type, onEvent, true);
    for (const [el, key] of named(root)) {
      const value = typed.get(key);
      try {
        if (value) replay(el, value);
      } catch {
        // A control that refuses the value keeps the app's own.
      }
    }
  };
}
