/** What a key does on an admin list. */
export type ListKeyAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'select'
  | 'mark'
  | 'search'
  | 'help';

/** The keys staff read in the shortcut help, in its order. */
export const LIST_SHORTCUTS: readonly (readonly [string, string])[] = [
  ['j or ↓', 'Next row'],
  ['k or ↑', 'Previous row'],
  ['Enter or o', 'Open the row'],
  ['m', 'Make the row’s next status move'],
  ['x', 'Select or unselect the row'],
  ['/', 'Search'],
  ['?', 'Show or hide these shortcuts'],
];

const letters: Readonly<Record<string, ListKeyAction>> = {
  j: 'next',
  k: 'previous',
  o: 'open',
  m: 'mark',
  x: 'select',
  '/': 'search',
  '?': 'help',
};

/**
 * The action of a key pressed on a list, or undefined to leave it to the
 * page: never while staff type in a field or use a dialog, never with a
 * modifier, and arrows and Enter only on a row (they scroll and press
 * buttons elsewhere).
 */
export function listKeyAction(
  key: string,
  where: { readonly typing: boolean; readonly onRow: boolean },
  modified: boolean,
): ListKeyAction | undefined {
  if (modified || where.typing) return undefined;
  if (where.onRow) {
    if (key === 'ArrowDown') return 'next';
    if (key === 'ArrowUp') return 'previous';
    if (key === 'Enter') return 'open';
  }
  return Object.hasOwn(letters, key) ? letters[key] : undefined;
}
