import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as real from 'zod';
import { bundleAliases, repoRoot } from '../../infra/bundle/settings.ts';
import * as shim from '../../infra/bundle/zod/index.ts';

const keys = (value: object) => Object.keys(value).sort();

describe('the English-only zod of the Lambda bundles', () => {
  it('exports everything zod exports', () => {
    expect(keys(shim)).toEqual(keys(real));
    expect(keys(shim.z)).toEqual(keys(real.z));
    expect(keys(shim.z.core)).toEqual(keys(real.z.core));
    expect(keys(shim.z.iso)).toEqual(keys(real.z.iso));
    expect(keys(shim.z.coerce)).toEqual(keys(real.z.coerce));
  });

  it('keeps only the English locale', () => {
    expect(keys(shim.z.locales)).toEqual(['en']);
    expect(keys(shim.z.core.locales)).toEqual(['en']);
    expect(shim.z.locales.en).toBe(real.z.locales.en);
  });

  it('validates with the same English messages once bundled', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zod-shim-'));
    try {
      const entry = join(dir, 'entry.ts');
      writeFileSync(
        entry,
        "import { z } from 'zod';\n" +
          'export const result = z.object({ a: z.string() }).safeParse({ a: 1 });\n' +
          'export const localeCount = Object.keys(z.locales).length;\n',
      );
      const out = join(dir, 'out.mjs');
      const bundled = await build({
        entryPoints: [entry],
        outfile: out,
        bundle: true,
        platform: 'node',
        format: 'esm',
        absWorkingDir: repoRoot,
        nodePaths: [join(repoRoot, 'node_modules')],
        alias: { ...bundleAliases },
        metafile: true,
        logLevel: 'silent',
      });
      const output = Object.values(bundled.metafile.outputs)[0];
      const kept = Object.entries(output?.inputs ?? {})
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path);
      const locales = kept.filter((p) => p.includes('/locales/'));
      // Paths are relative to the working folder; only their end is stable.
      expect(locales).toHaveLength(1);
      expect(locales[0]).toMatch(/node_modules\/zod\/v4\/locales\/en\.js$/);
      const module = (await import(pathToFileURL(out).href)) as {
        result: { success: boolean; error?: { issues: { message: string }[] } };
        localeCount: number;
      };
      const expected = real.z
        .object({ a: real.z.string() })
        .safeParse({ a: 1 });
      expect(module.result.success).toBe(false);
      expect(module.result.error?.issues[0]?.message).toBe(
        expected.error?.issues[0]?.message,
      );
      expect(module.localeCount).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
