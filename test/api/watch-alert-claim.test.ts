import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { alertClaimContract } from '#test-support/alert-claim-contract';
import { pointAtStackTable } from '#test-support/handler-env';

pointAtStackTable();
const { dynamoWatchStore } = await import('#data/watches');

describe('the alert claim in the table', () => {
  alertClaimContract(
    () => dynamoWatchStore,
    async () => {
      const id = randomUUID().replaceAll('-', '');
      await dynamoWatchStore.put({
        id,
        email: `claim-${id}@example.com`,
        status: 'active',
        postcode: '2000',
        network: null,
        energyType: 'Electricity',
        customerType: 'Residential',
        usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
        currentPlanId: null,
        thresholdDollars: 50,
        bestAtSave: null,
        currentCostAtSave: null,
        currentCostIncGst: null,
        lastAlertedBest: null,
        lastAlertedVersion: null,
        partitions: [],
        createdAt: '2026-11-01T00:00:00Z',
        updatedAt: '2026-11-01T00:00:00Z',
        confirmedAt: '2026-11-01T00:00:00Z',
        expiresAt: Math.floor(Date.now() / 1000) + 86_400,
      });
      return id;
    },
  );
});
