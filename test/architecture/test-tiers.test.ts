import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIERS } from '../support/tiers.ts';
import { repoRoot, sourceFiles } from './source-files.ts';

type Listed = { file: string; projectName: string }[];
let listing: Listed | undefined;

/** Every test file vitest would run, with its project, as vitest globs them. */
function filesByProject(): Listed {
  if (listing) return listing;
  const vitest = join(repoRoot, 'node_modules/vitest/vitest.mjs');
  const listed = spawnSync(
    process.execPath,
    [vitest, 'list', '--filesOnly', '--json'],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(listed.stderr);
  listing = JSON.parse(listed.stdout) as Listed;
  return listing;
}

describe('the test tiers (test/support/tiers.ts)', () => {
  it('run every test file in exactly one project of exactly one tier', () => {
    // Arrange
    const onDisk = sourceFiles(
      ['shared', 'functions', 'infra', 'web', 'test'],
      ['.test.ts', '.test.tsx'],
    ).map((f) => f.path);
    const tierOf = new Map<string, string[]>();
    for (const [tier, projects] of Object.entries(TIERS))
      for (const project of projects)
        tierOf.set(project, [...(tierOf.get(project) ?? []), tier]);
    // Act
    const runs = new Map<string, string[]>(onDisk.map((f) => [f, []]));
    for (const { file, projectName } of filesByProject()) {
      const path = file.slice(repoRoot.length);
      const where = (tierOf.get(projectName) ?? []).map(
        (tier) => `${projectName} (${tier})`,
      );
      runs.set(path, [...(runs.get(path) ?? []), ...where]);
    }
    // Assert: a file no project includes, or two include, is named.
    const notOnce = [...runs].filter(([, where]) => where.length !== 1);
    expect(notOnce).toEqual([]);
    expect(onDisk.length).toBeGreaterThan(300);
  }, 60_000);

  it('name only projects vitest has, each in one tier', () => {
    const projects = Object.values(TIERS).flat();
    expect(new Set(projects).size).toBe(projects.length);
    const configured = new Set(filesByProject().map((f) => f.projectName));
    expect([...configured].sort()).toEqual([...projects].sort());
  }, 60_000);
});
