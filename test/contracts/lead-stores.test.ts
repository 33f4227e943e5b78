import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach } from 'vitest';
import {
  keylessSaveContract,
  leadStoreContract,
  leadUpdateContract,
} from '#test-support/contracts/lead-stores';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import {
  inMemoryCallbackRequests,
  inMemoryContactMessages,
  inMemorySwitchRequests,
} from '#test-support/in-memory-leads';
import { pointAtOwnTable } from '#test-support/own-table';
import type { CallbackRequestRecord } from '#use-cases/ports-callbacks';
import type { ContactMessageRecord } from '#use-cases/ports-contact';
import type { UserInquiryRecord } from '#use-cases/ports-inquiries';
import type { SwitchRequestRecord } from '#use-cases/ports-switching';

const table = await pointAtOwnTable('lead-store-contracts');
beforeEach(() => table.empty());
afterAll(() => table.close());
const dynamo = await import('#wiring/lead-stores');
const { documentClient, tableName } = await import('#data/client');
const { leadKey } = await import('#data/keys');

/** Past its expiry, and not yet deleted by TTL (which may take days). */
const expireInTable = async (id: string) => {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: leadKey(id),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: {
        ':past': Math.floor(Date.now() / 1000) - 60,
      },
    }),
  );
};

// Now: the table's idempotency guard lives a day from the lead's creation.
const createdAt = new Date().toISOString();

const inquiry = (id: string): UserInquiryRecord => ({
  id,
  name: 'Mei Chen',
  email: 'mei@example.com',
  phone: '0412000111',
  postcode: '2000',
  currentProvider: 'AGL',
  monthlyUsage: 400,
  monthlyBill: null,
  energyType: 'Electricity',
  inquirySource: 'comparison_tool',
  notes: '',
  estimatedSavings: 120,
  leadQualityScore: 60,
  status: 'new',
  createdAt,
});

const callback = (id: string): CallbackRequestRecord => ({
  id,
  name: 'Priya Sharma',
  phone: '0412 345 678',
  email: 'priya@example.com',
  postcode: '3121',
  preferredTime: 'morning',
  currentRetailer: 'AGL',
  hasGas: 'yes',
  hasSolar: 'planning',
  message: 'Please call after school pick-up.',
  status: 'pending',
  createdAt,
});

const contact = (id: string): ContactMessageRecord => ({
  id,
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '',
  subject: 'Solar',
  category: 'general',
  message: 'How is feed-in counted?',
  createdAt,
});

const switchRequest = (id: string): SwitchRequestRecord => ({
  id,
  firstName: 'Mei',
  lastName: 'Chen',
  email: 'mei@example.com',
  phone: '0412000111',
  address: '',
  currentProvider: '',
  nmi: '2001985732',
  mirn: '',
  specialRequests: '',
  consentMarketing: false,
  consentSwitch: true,
  selectedPlanId: 'AGL-1',
  postcode: '2000',
  energyType: 'Electricity',
  customerType: 'Residential',
  network: '',
  monthlyUsage: 400,
  usageBasis: '400 kWh a month',
  selectedPlanName: 'Value Saver',
  selectedRetailer: 'AGL',
  estimatedAnnualCost: 1500,
  estimatedSavings: 100,
  status: 'pending',
  createdAt,
});

for (const [name, store] of [
  ['in memory', async () => inMemoryInquiries().store],
  ['DynamoDB', async () => dynamo.inquiryStore],
] as const)
  leadStoreContract('InquiryStore', {
    name,
    store,
    record: inquiry,
    changed: (r) => ({ ...r, monthlyUsage: 500 }),
    keyReusedWithOtherBody: 'earlier id',
  });

leadUpdateContract('InquiryStore', {
  name: 'in memory',
  record: inquiry,
  store: async () => {
    const memory = inMemoryInquiries();
    return {
      store: memory.store,
      expire: async (id) => void memory.expire(id),
    };
  },
});
leadUpdateContract('InquiryStore', {
  name: 'DynamoDB',
  record: inquiry,
  store: async () => ({ store: dynamo.inquiryStore, expire: expireInTable }),
});

for (const [name, store] of [
  ['in memory', async () => inMemoryCallbackRequests().store],
  ['DynamoDB', async () => dynamo.callbackRequests],
] as const) {
  const subject = {
    name,
    store,
    record: callback,
    changed: (r: CallbackRequestRecord) => ({ ...r, phone: '0499 999 999' }),
    keyReusedWithOtherBody: 'WriteConflict',
  } as const;
  leadStoreContract('CallbackRequestStore', subject);
  keylessSaveContract('CallbackRequestStore', subject);
}

for (const [name, store] of [
  ['in memory', async () => inMemoryContactMessages().store],
  ['DynamoDB', async () => dynamo.contactMessages],
] as const) {
  const subject = {
    name,
    store,
    record: contact,
    changed: (r: ContactMessageRecord) => ({ ...r, message: 'Another' }),
    keyReusedWithOtherBody: 'WriteConflict',
  } as const;
  leadStoreContract('ContactMessageStore', subject);
  keylessSaveContract('ContactMessageStore', subject);
}

for (const [name, store] of [
  ['in memory', async () => inMemorySwitchRequests().store],
  ['DynamoDB', async () => dynamo.switchRequests],
] as const) {
  const subject = {
    name,
    store,
    record: switchRequest,
    changed: (r: SwitchRequestRecord) => ({ ...r, nmi: '4102000000' }),
    keyReusedWithOtherBody: 'WriteConflict',
  } as const;
  leadStoreContract('SwitchRequestStore', subject);
  keylessSaveContract('SwitchRequestStore', subject);
}
