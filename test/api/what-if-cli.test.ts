import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { call } from '#test-support/http';
import { parseCostArgs } from '../../functions/cli/cost-args.ts';
import { loadProfile } from '../../functions/cli/cost-profile.ts';
import { priceWhatIfCommand } from '../../functions/cli/cost-what-if.ts';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';

interface CliRow {
  readonly planId: string;
  readonly rank: number;
  readonly before: { readonly annualCostIncGst: number };
  readonly annualCostIncGst: number;
}

const POSTCODE = '2000';
const change = ['--add-solar-kw', '6.6', '--add-battery-kwh', '10'];

// The local stack's own fixture plans, as the CLI reads them from a folder.
const folder = mkdtempSync(join(tmpdir(), 'what-if-cli-plans-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The API's rows at the postcode that are fixture plans, written for the CLI. */
async function comparedFixtures(body: object) {
  const { status, body: response } = await call<CompareResponse>(
    'POST',
    '/api/compare',
    { json: { postcode: POSTCODE, pageSize: 200, ...body } },
  );
  expect(status).toBe(200);
  const fixtures = new Map(fixturePlans.map((p) => [p.planId, p]));
  const rows = response.plans.filter((p) => fixtures.has(p.plan.id));
  for (const row of rows)
    writeFileSync(
      join(folder, `${encodeURIComponent(row.plan.id)}.json`),
      JSON.stringify({ data: fixtures.get(row.plan.id) }),
    );
  return { response, rows };
}

describe('the what-if through the CLI and over HTTP', () => {
  it('gives every plan the same cost before and after, to the cent, for --annual-kwh 5000 with 6.6 kW of solar and a 10 kWh battery', async () => {
    // Arrange: the CLI's own half-hours for --annual-kwh, sent as readings
    const args = parseCostArgs(
      [
        '--plans',
        folder,
        '--annual-kwh',
        '5000',
        '--postcode',
        POSTCODE,
        ...change,
      ],
      new Date(),
    );
    const { profile } = await loadProfile(args);
    const usage = {
      kind: 'intervals',
      startDate: profile.startDate,
      intervalMinutes: 30,
      importKwh: [...profile.importPerInterval],
    };
    const whatIf = {
      solar: { kw: 6.6 },
      battery: { usableKwh: 10 },
    };
    // Act
    const { rows } = await comparedFixtures({ usage, whatIf });
    const cli = (await priceWhatIfCommand(args)) as { plans: CliRow[] };
    // Assert
    expect(rows.length).toBeGreaterThan(3);
    expect(cli.plans.map((p) => p.planId).sort()).toEqual(
      rows.map((r) => r.plan.id).sort(),
    );
    const byId = new Map(cli.plans.map((p) => [p.planId, p]));
    for (const row of rows) {
      const printed = byId.get(row.plan.id);
      expect(
        {
          before: printed?.before.annualCostIncGst,
          after: printed?.annualCostIncGst,
        },
        row.plan.id,
      ).toEqual({
        before: row.whatIf?.before.annualCostIncGst,
        after: row.annualCostIncGst,
      });
    }
  });
});
