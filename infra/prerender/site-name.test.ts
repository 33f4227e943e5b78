import { describe, expect, it } from 'vitest';
import { buildSiteName } from './site-name.ts';

describe('the site name a web build writes', () => {
  it('is the default when the build is given no table, as in CI, without reading one', async () => {
    let read = false;
    const name = await buildSiteName({}, async () => {
      read = true;
      return 'Sun Compare';
    });
    expect(name).toBe('Energy Compare Australia');
    expect(read).toBe(false);
  });

  it('is the stored one when the build is given the table', async () => {
    const name = await buildSiteName(
      { TABLE_NAME: 'energy-compare-prod' },
      async () => 'Sun Compare',
    );
    expect(name).toBe('Sun Compare');
  });

  it('stops the build, naming the table, when the table cannot be read', async () => {
    const unreachable = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    await expect(
      buildSiteName({ TABLE_NAME: 'energy-compare-prod' }, unreachable),
    ).rejects.toThrow(
      /table energy-compare-prod \(TABLE_NAME\): connect ECONNREFUSED/,
    );
  });
});
