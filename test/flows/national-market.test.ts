import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePartitionId } from '#shared/domain/catalogue/partitions';
import { localClientConfig } from '../../infra/local/aws.ts';
import { generateNationalMarket } from '../../infra/local/cdr/national/generate-market.ts';
import { writeMarketFiles } from '../../infra/local/cdr/national/write-files.ts';
import {
  type LocalDynamoDb,
  startDynamoDbLocal,
} from '../../infra/local/dynamodb.ts';
import {
  applyTableEnvironment,
  LOCAL_TABLE,
} from '../../infra/local/environment.ts';
import { ensureTable } from '../../infra/local/table.ts';

// A national-size catalogue in a table of its own: the stack's other suites
// keep seeing the 73 fixture plans.
let db: LocalDynamoDb;
const dir = mkdtempSync(join(tmpdir(), 'national-'));
const plans = generateNationalMarket({ now: new Date() });

beforeAll(async () => {
  db = await startDynamoDbLocal();
  const client = new DynamoDBClient(localClientConfig(db.endpoint));
  await ensureTable(client, LOCAL_TABLE);
  client.destroy();
  applyTableEnvironment(db.endpoint);
  await writeMarketFiles(dir, plans);
}, 120_000);

afterAll(async () => {
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const compareAt = async (postcode: string, extra: object = {}) => {
  const { compareRequestSchema } = await import('#shared/contracts/compare');
  const { comparePlans } = await import('#use-cases/compare/compare-plans');
  const { marketCatalogue } = await import('#wiring/market-catalogue');
  const { inquiryStore, people } = await import('#wiring/lead-stores');
  return comparePlans(
    {
      clock: { now: () => new Date() },
      referencePrices: async () => [],
      ids: { next: () => 'national' },
      market: marketCatalogue,
      inquiries: inquiryStore,
      people,
    },
    compareRequestSchema.parse({
      postcode,
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      pageSize: 5,
      ...extra,
    }),
  );
};

describe('a national-size catalogue imported from a folder', () => {
  it('imports every plan once, publishes its partitions, and then finds every plan unchanged', async () => {
    const { importFolder } = await import('../../infra/local/import-folder.ts');
    const first = await importFolder(dir);
    const again = await importFolder(dir);
    expect(first.status).toBe('completed');
    expect(first.plansAdded + first.plansSkipped).toBe(plans.length);
    expect(first.plansSkipped).toBe(0);
    expect(first.catalogueVersion).not.toBeNull();
    expect(again).toMatchObject({
      plansAdded: 0,
      plansUpdated: 0,
      plansUnchanged: plans.length,
      plansChecked: plans.length,
      catalogueVersion: null,
    });
  }, 600_000);

  it('offers one network at 3000, however retailers spell it', async () => {
    const spellings = new Set(
      plans
        .flatMap((p) => p.geography?.distributors ?? [])
        .filter((d) => /citi ?power/i.test(d)),
    );
    const result = await compareAt('3000');
    expect(spellings.size).toBeGreaterThan(1);
    expect(result.needsNetworkChoice).toBe(false);
    expect(result.networks.map((n) => n.name)).toEqual(['CitiPower']);
    expect(result.totalPlans).toBeGreaterThan(1000);
    expect(result.plans[0]?.annualCostIncGst).toBeGreaterThan(0);
  });

  it('ranks plans in every state from that state’s partitions only', async () => {
    const { catalogueReader } = await import('#wiring/market-catalogue');
    const { market } = await catalogueReader.currentIndex();
    const read = vi.spyOn(catalogueReader, 'loadPartitions');
    /** A partition's state, by its network (or `any-<state>`). */
    const stateOf = (partition: string) => {
      const network = parsePartitionId(partition)?.network ?? '';
      return network.startsWith('any-')
        ? network.slice('any-'.length).toUpperCase()
        : market.networks[network]?.state;
    };
    try {
      for (const [postcode, state] of [
        ['2000', 'NSW'],
        ['4000', 'QLD'],
        ['5000', 'SA'],
        ['6000', 'WA'],
        ['7000', 'TAS'],
        ['0800', 'NT'],
        ['2600', 'ACT'],
      ] as const) {
        read.mockClear();
        const result = await compareAt(postcode);
        const partitions = read.mock.calls.flatMap(([, ids]) => ids);
        expect(partitions.length, postcode).toBeGreaterThan(0);
        expect(partitions.map(stateOf), postcode).toEqual(
          partitions.map(() => state),
        );
        expect(result.totalPlans, postcode).toBeGreaterThan(0);
        expect(
          result.plans.every((p) => p.plan.availableStates.includes(state)),
          postcode,
        ).toBe(true);
      }
    } finally {
      read.mockRestore();
    }
  });

  it('pages the rates of one state and fuel with a cursor', async () => {
    const { listRates } = await import('#use-cases/plans/list-rates');
    const rates = {
      catalogue: (await import('#wiring/market-catalogue')).marketCatalogue,
      latestRun: (await import('#wiring/price-update-runs'))
        .latestPriceUpdateRun,
      clock: { now: () => new Date() },
    };
    const { planListQuerySchema } = await import(
      '#shared/contracts/plan-lists'
    );
    const first = await listRates(
      rates,
      planListQuerySchema.parse({ state: 'VIC', energyType: 'Gas' }),
    );
    const second = await listRates(
      rates,
      planListQuerySchema.parse({
        state: 'VIC',
        energyType: 'Gas',
        cursor: first.nextCursor ?? undefined,
      }),
    );
    expect(first.plans).toHaveLength(50);
    expect(first.total).toBeGreaterThan(100);
    expect(first.plans.every((p) => p.energyType === 'Gas')).toBe(true);
    const ids = new Set([...first.plans, ...second.plans].map((p) => p.id));
    expect(ids.size).toBe(100);
  });
});
