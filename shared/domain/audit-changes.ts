import type { AuditEntry } from '#shared/contracts/admin';

/** Field → [before, after] for every field that changed. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditEntry['changes'] {
  const changes: Record<string, readonly [unknown, unknown]> = {};
  for (const [name, value] of Object.entries(after)) {
    if (JSON.stringify(before[name]) !== JSON.stringify(value))
      changes[name] = [before[name] ?? null, value];
  }
  return changes;
}
