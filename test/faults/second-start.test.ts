import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioDataDir } from './support/data-dir.ts';
import { npmStart, serving } from './support/npm-start.ts';

/** DynamoDB Local processes serving the database files under `dataDir`. */
function databasesOn(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return (
          cmdline.includes('DynamoDBLocal') &&
          cmdline.includes(join(dataDir, '.data'))
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('a second npm start on the same .data/', () => {
  it('refuses with a clear message and leaves the running stack its one database', async () => {
    // Arrange
    const dir = scenarioDataDir();
    const first = npmStart(dir);
    await serving(first);
    // Act
    const second = npmStart(dir);
    await second.exited;
    // Assert
    expect(second.child.exitCode).toBe(1);
    expect(second.output()).toContain(`is already running on .data/`);
    expect(first.child.exitCode).toBeNull();
    expect(databasesOn(dir)).toHaveLength(1);
  });
});
