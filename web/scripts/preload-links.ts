/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk's file and every file it statically imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * `<link rel="modulepreload">` tags for a route's chunk and its static
 * imports, so they download with the entry instead of after it runs. The
 * entry's own imports are left out: index.html already loads them.
 */
export function preloadLinks(manifest: Manifest, routeModule: string): string {
  if (!manifest[routeModule])
    throw new Error(`${routeModule} is not in the Vite manifest`);
  const loaded = closure(manifest, 'index.html');
  return [...closure(manifest, routeModule)]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}
