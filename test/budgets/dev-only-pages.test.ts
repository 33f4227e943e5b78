/**
 * The living style page (/_style) is a dev-server page: the production
 * build that `npm start` and the site deploy serve has neither its route
 * nor its chunk (docs/architecture.md, "How to add a screen").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkSources } from '../../infra/bundle/chunk-sources.ts';
import { builtWebRoot } from '../../infra/web-build.ts';

type Manifest = Record<string, { file: string }>;

describe('the production build', () => {
  let root = '';
  let manifest: Manifest = {};
  const scripts = () =>
    readdirSync(join(root, 'assets')).filter((name) => name.endsWith('.js'));

  beforeAll(() => {
    root = builtWebRoot();
    manifest = JSON.parse(
      readFileSync(join(root, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
  });

  it('has no chunk of the style page and no module of the style guide', () => {
    // Sanity: the manifest names the other lazy routes.
    expect(Object.keys(manifest)).toContain('src/app/routes/not-found.tsx');
    expect(Object.keys(manifest)).not.toContain('src/app/routes/style.tsx');
    const carriers = scripts().filter((name) =>
      chunkSources(root, `assets/${name}`).some((source) =>
        /features\/style-guide\/|app\/routes\/style\.tsx/.test(source),
      ),
    );
    expect(carriers).toEqual([]);
  });

  it('routes no /_style path and writes no shell for it', () => {
    const routed = scripts().filter((name) =>
      readFileSync(join(root, 'assets', name), 'utf8').includes('_style'),
    );
    expect(routed).toEqual([]);
    expect(existsSync(join(root, '_style'))).toBe(false);
  });
});
