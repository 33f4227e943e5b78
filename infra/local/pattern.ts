/** A pattern of exact-value lists, as EventBridge and Lambda filters use. */
export type Pattern = { readonly [key: string]: readonly unknown[] | Pattern };

/**
 * Matches an event against a pattern: every key must be present, and a
 * list matches when the value (or any element of an array value) is in it.
 */
export function matches(pattern: Pattern, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = record[key];
    if (Array.isArray(expected)) {
      const values = Array.isArray(actual) ? actual : [actual];
      return values.some((v) => expected.includes(v));
    }
    return matches(expected as Pattern, actual);
  });
}
