import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkSources } from './chunk-sources.ts';

const root = mkdtempSync(join(tmpdir(), 'chunk-sources-'));
const write = (name: string, text: string) =>
  writeFileSync(join(root, name), text);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('chunkSources', () => {
  it("lists the modules a chunk's source map names", () => {
    write(
      'a.js.map',
      JSON.stringify({ sources: ['../node_modules/zod/index.js', 'src/a.ts'] }),
    );
    expect(chunkSources(root, 'a.js')).toEqual([
      '../node_modules/zod/index.js',
      'src/a.ts',
    ]);
  });

  it('fails when the source map is missing, instead of finding nothing', () => {
    expect(() => chunkSources(root, 'missing.js')).toThrow(/is missing/);
  });

  it('fails on a map that is not JSON or names no sources', () => {
    write('broken.js.map', '{not json');
    write('empty.js.map', JSON.stringify({ sources: [] }));
    write('odd.js.map', JSON.stringify({ version: 3 }));
    expect(() => chunkSources(root, 'broken.js')).toThrow(/is not JSON/);
    expect(() => chunkSources(root, 'empty.js')).toThrow(/names no sources/);
    expect(() => chunkSources(root, 'odd.js')).toThrow(/names no sources/);
  });
});
