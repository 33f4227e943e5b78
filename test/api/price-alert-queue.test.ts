import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from '#local/invoke';
import { pointAtStackTable } from '#test-support/handler-env';

pointAtStackTable({
  SITE_URL: 'http://127.0.0.1',
  MAIL_FROM: 'alerts@example.com',
});
const { handler } = await import('#handlers/queues/check-price-alerts');

const message = (messageId: string, body: string) =>
  ({ messageId, body }) as SQSRecord;

const check = (watchIds: string[]) =>
  JSON.stringify({
    detail: {
      id: `check-${crypto.randomUUID()}`,
      occurredAt: new Date().toISOString(),
      version: 1,
      catalogueVersion: 'v-queue-test',
      watchIds,
    },
  });

describe('the price alert queue handler', () => {
  it('reports only the message that failed, and settles the rest', async () => {
    const event: SQSEvent = {
      Records: [
        message('unreadable', '{"detail":{"watchIds":"not a list"}}'),
        message('gone', check([crypto.randomUUID().replaceAll('-', '')])),
      ],
    };
    const response = await handler(event, lambdaContext('PriceAlerts', 60_000));
    expect(response).toEqual({
      batchItemFailures: [{ itemIdentifier: 'unreadable' }],
    });
  });
});
