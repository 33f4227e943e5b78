import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { call } from '#test-support/http';
import { parseCostArgs } from '../../functions/cli/cost-args.ts';
import { priceFolderCommand } from '../../functions/cli/cost-folder.ts';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';

interface CliOutput {
  readonly plans: ReadonlyArray<{
    readonly planId: string;
    readonly annualCostIncGst: number;
    readonly savingAgainstCurrentDollars?: number;
  }>;
  readonly currentPlan?: { planId: string; annualCostIncGst: number };
}

const POSTCODE = '2000';
// Peak on weekdays, off-peak at weekends: far from the network's windows.
const ON_THE_BILL = fixturePlans.find((p) => p.displayName === 'The One Plan');
const periods = [
  {
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    peakKwh: 820,
    offPeakKwh: 410,
    controlledLoadKwh: 280,
  },
];

const dir = mkdtempSync(join(tmpdir(), 'bill-cli-'));
const plansDir = join(dir, 'plans');
mkdirSync(plansDir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the CLI prints for a bill file (`--plans DIR --bill FILE`). */
async function cliFor(bill: object): Promise<CliOutput> {
  const file = join(dir, `bill-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(bill));
  const args = parseCostArgs(
    ['--plans', plansDir, '--bill', file, '--format', 'json'],
    new Date(),
  );
  return (await priceFolderCommand(args, plansDir)) as CliOutput;
}

describe('a bill that names its plan, through the CLI and over HTTP', () => {
  it('gives every plan the same cost and the same saving against the bill’s plan, to the cent', async () => {
    // Arrange: the API's rows at the postcode that are fixture plans,
    // written for the CLI as CDR documents
    expect(ON_THE_BILL).toBeDefined();
    const currentPlanId = ON_THE_BILL?.planId ?? '-';
    const { status, body } = await call<CompareResponse>(
      'POST',
      '/api/compare',
      {
        json: {
          postcode: POSTCODE,
          pageSize: 200,
          showAllPlans: true,
          usage: { kind: 'bill', periods, currentPlanId },
        },
      },
    );
    expect(status).toBe(200);
    const fixtures = new Map(fixturePlans.map((p) => [p.planId, p]));
    const rows = body.plans.filter((p) => fixtures.has(p.plan.id));
    expect(rows.map((r) => r.plan.id)).toContain(currentPlanId);
    for (const row of rows)
      writeFileSync(
        join(plansDir, `${encodeURIComponent(row.plan.id)}.json`),
        JSON.stringify({ data: fixtures.get(row.plan.id) }),
      );
    // Act
    const cli = await cliFor({ postcode: POSTCODE, periods, currentPlanId });
    const unnamed = await cliFor({ postcode: POSTCODE, periods });
    // Assert: the same figures as the API, plan by plan
    expect(cli.currentPlan?.annualCostIncGst).toBe(
      body.currentPlan?.annualCostIncGst,
    );
    const byId = new Map(cli.plans.map((p) => [p.planId, p]));
    for (const row of rows) {
      const printed = byId.get(row.plan.id);
      expect(
        {
          cost: printed?.annualCostIncGst,
          saving: printed?.savingAgainstCurrentDollars,
        },
        row.plan.id,
      ).toEqual({
        cost: row.annualCostIncGst,
        saving: row.savingAgainstCurrentDollars,
      });
    }
    // Assert: naming the plan moved the bands (so the test can fail)
    const moved = unnamed.plans.filter(
      (p) => byId.get(p.planId)?.annualCostIncGst !== p.annualCostIncGst,
    );
    expect(moved.length).toBeGreaterThan(0);
  });
});
