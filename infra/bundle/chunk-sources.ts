import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The modules a built chunk contains, from its source map. A missing or
 * unreadable map is an error, not an empty list: the bundle checks that
 * keep libraries out of public chunks would otherwise pass on nothing.
 */
export function chunkSources(root: string, file: string): string[] {
  const path = join(root, `${file}.map`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(
      `${path} is missing: build the SPA with source maps (vite build.sourcemap)`,
    );
  }
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not JSON`);
  }
  const sources = (map as { sources?: unknown } | null)?.sources;
  if (
    !Array.isArray(sources) ||
    sources.length === 0 ||
    !sources.every((s) => typeof s === 'string')
  ) {
    throw new Error(`${path} names no sources`);
  }
  return sources;
}
