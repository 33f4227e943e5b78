import { ulid } from 'ulid';
import { pointAtStackTable } from './handler-env.ts';

pointAtStackTable();
const { createLeadOnce } = await import('#data/idempotent-create');
const { leadCollectionKey, leadKey } = await import('#data/keys');
const { statusIndexKeys } = await import('#data/lead-status-index');

type Kind = 'callback' | 'inquiry' | 'switch' | 'subscription';

const entities: Record<Kind, string> = {
  callback: 'CallbackRequest',
  inquiry: 'UserInquiry',
  switch: 'SwitchRequest',
  subscription: 'EmailSubscription',
};

const samples: Record<Kind, Record<string, unknown>> = {
  callback: {
    name: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '0412 345 678',
    postcode: '3121',
    preferredTime: 'morning',
    currentRetailer: 'AGL',
    hasGas: 'yes',
    hasSolar: 'no',
    message: '',
    status: 'pending',
  },
  inquiry: {
    name: 'Sam Lee',
    email: '',
    phone: '0400 111 222',
    postcode: '2000',
    currentProvider: 'Origin',
    monthlyUsage: 350,
    monthlyBill: null,
    energyType: 'electricity',
    inquirySource: 'comparison_tool',
    estimatedSavings: 420,
    leadQualityScore: 75,
    status: 'new',
  },
  switch: {
    firstName: 'Jo',
    lastName: 'Citizen',
    email: 'jo@example.com',
    phone: '0400 222 333',
    address: '1 Example St, Sydney NSW',
    postcode: '2000',
    currentProvider: 'Origin',
    nmi: '6102000000',
    mirn: '',
    specialRequests: '',
    consentMarketing: false,
    selectedPlanId: 'AGL123',
    selectedPlanName: 'Saver',
    selectedRetailer: 'AGL',
    estimatedAnnualCost: 1540,
    estimatedSavings: 310,
    status: 'pending',
  },
  subscription: {
    email: 'reader@example.com',
    name: 'Reader',
    source: 'blog',
    status: 'active',
  },
};

/**
 * Stores a lead through the data module's one create path (record, kind
 * counter) with the writers' shapes, for kinds whose API may not exist yet.
 */
export async function seedLead(
  kind: Kind,
  overrides: Record<string, unknown> = {},
  createdAt = new Date().toISOString(),
): Promise<string> {
  const id = ulid();
  const status = overrides.status ?? samples[kind].status;
  await createLeadOnce({
    kind,
    id,
    now: new Date(createdAt),
    idempotencyKey: undefined,
    item: {
      ...leadKey(id),
      ...leadCollectionKey(kind, createdAt, id),
      ...statusIndexKeys(kind, status, createdAt, id),
      entity: entities[kind],
      schemaVersion: 1,
      version: 1,
      ...samples[kind],
      ...(kind === 'subscription' ? { subscribedAt: createdAt } : {}),
      ...overrides,
      id,
      createdAt,
      updatedAt: createdAt,
    },
  });
  return id;
}
