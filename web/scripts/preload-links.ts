/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  /** Stylesheets Vite split out of this chunk's modules. */
  readonly css?: readonly string[];
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

/** The stylesheets of a chunk and of everything it statically imports. */
function stylesheets(manifest: Manifest, key: string): Set<string> {
  const files = closure(manifest, key);
  return new Set(
    Object.values(manifest)
      .filter((chunk) => files.has(chunk.file))
      .flatMap((chunk) => chunk.css ?? []),
  );
}

/**
 * `<link rel="modulepreload">` tags for a route's chunk and its static
 * imports (and for any lazy part it always shows, `lazyParts`), so they
 * download with the entry instead of after it runs. The entry's own
 * imports are left out: index.html already loads them. Stylesheets are
 * linked for the route and its imports, and for the lazy parts named in
 * `firstScreenParts` (by default all of `lazyParts`): only those parts' own
 * sheets, as the rest is drawn by the app, whose chunks bring their sheets
 * before they render. A first screen part not in `lazyParts` gets its
 * sheet only: its chunk is asked for later.
 */
export function preloadLinks(
  manifest: Manifest,
  routeModule: string,
  lazyParts: readonly string[] = [],
  firstScreenParts?: readonly string[],
): string {
  const keys = [routeModule, ...lazyParts, ...(firstScreenParts ?? [])];
  const missing = keys.find((key) => !manifest[key]);
  if (missing) throw new Error(`${missing} is not in the Vite manifest`);
  const loaded = closure(manifest, 'index.html');
  const loadedCss = stylesheets(manifest, 'index.html');
  const union = (of: (key: string) => Set<string>) =>
    new Set([routeModule, ...lazyParts].flatMap((key) => [...of(key)]));
  // A lazy route's own CSS is linked too, so the pre-rendered page is styled
  // before its chunk runs (no flash, no layout shift). Every linked sheet
  // holds the first paint back, so a part below the first screen brings its
  // own later (docs/performance.md, "Plan page: first paint").
  const ownSheets = !firstScreenParts
    ? [...union((key) => stylesheets(manifest, key))]
    : [
        ...stylesheets(manifest, routeModule),
        ...firstScreenParts.flatMap((key) => manifest[key]?.css ?? []),
      ];
  const css = [...new Set(ownSheets)]
    .filter((file) => !loadedCss.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const modules = [...union((key) => closure(manifest, key))]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return [...css, ...modules].join('\n    ');
}
