const storageAttributes = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'entity',
  'schemaVersion',
  'version',
  'expiresAt',
]);

/** Returns the domain object of an item: keys and bookkeeping removed. */
export function fromItem<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => !storageAttributes.has(name)),
  ) as T;
}
