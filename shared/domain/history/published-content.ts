/** A JSON value with object keys sorted, so equal content reads equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * A plan's published content without the CDR's own `lastUpdated` stamp:
 * a retailer re-publishing the same plan is not a new version.
 */
export function publishedContent(data: unknown): string {
  if (!data || typeof data !== 'object') return JSON.stringify(data);
  const { lastUpdated, ...content } = data as Record<string, unknown>;
  return JSON.stringify(canonical(content));
}

export const samePublishedContent = (a: unknown, b: unknown) =>
  publishedContent(a) === publishedContent(b);
