import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { leadKey } from '#data/keys';
import { consumers } from '#manifest/events';
import { callbackForm } from '#test-support/builders';
import { putCallbackRequested } from '#test-support/bus';
import { call, eventually, staysEqual } from '#test-support/http';
import { messagesMentioning } from '#test-support/outbox';
import {
  clearSesFaults,
  injectSesFault,
  parkedEvents,
  parkedForLead,
  sendAttemptsFor,
} from '#test-support/ses-faults';
import { tableClient } from '#test-support/table';
import { redriveParked } from '../../infra/local/redrive-client.ts';

interface Created {
  id: string;
  createdAt: string;
}

/** Deliveries of one event before it is parked (first + retries). */
const deliveries =
  (consumers.find((c) => c.id === 'SendCallbackEmail')?.retryAttempts ?? 0) + 1;
/** The SES client's own attempts per send (SDK standard retry mode). */
const SDK_ATTEMPTS = 3;

const table = tableClient();
afterEach(() => clearSesFaults());
afterAll(() => table.close());

const postCallback = (form: Record<string, unknown>) =>
  call<Created>('POST', '/api/callbacks', { json: form });

const parkedLead = (leadId: string) =>
  eventually(async () => (await parkedForLead(leadId))[0], 30_000);

const invocations = (attempts: { sdkInvocationId: string }[]) =>
  new Set(attempts.map((a) => a.sdkInvocationId)).size;

/** Puts the lead's event on the bus again, as a re-published stream record would. */
async function deliverAgain(form: Record<string, unknown>, lead: Created) {
  const detail = {
    ...form,
    id: lead.id,
    occurredAt: lead.createdAt,
    version: 1,
  };
  expect(await putCallbackRequested(detail)).toBe(0);
}

describe('SES throttling a call-back e-mail', () => {
  it('keeps the lead, retries, parks the event, and one redrive sends one e-mail', async () => {
    // Arrange: SES throttles every e-mail about this lead.
    const form = callbackForm();
    await injectSesFault({
      code: 'TooManyRequestsException',
      mentioning: form.email,
    });
    // Act
    const created = await postCallback(form);
    const parked = await parkedLead(created.body.id);
    // Assert: stored, retried by the SDK and the bus, parked, not sent.
    expect(created.status).toBe(201);
    expect(await table.get(leadKey(created.body.id))).toBeDefined();
    const attempts = await sendAttemptsFor(form.email);
    expect(attempts.length).toBeGreaterThan(1);
    expect(invocations(attempts)).toBe(deliveries);
    expect(attempts.map((a) => a.outcome)).not.toContain('sent');
    expect(parked.consumer).toBe('SendCallbackEmail');
    expect(parked.error).toContain('TooManyRequestsException');
    expect(await messagesMentioning(form.email)).toHaveLength(0);

    // Act: SES recovers; redrive as `npm run redrive` does.
    await clearSesFaults();
    const redriven = await redriveParked(inject('stackUrl'));
    // Assert
    expect(redriven).toContainEqual({
      eventId: parked.event.id,
      consumer: 'SendCallbackEmail',
      detailType: 'CallbackRequested',
      outcome: 'delivered',
    });
    expect(await messagesMentioning(form.email)).toHaveLength(1);
    expect(await parkedEvents()).toEqual([]);

    // Act: redrive again.
    const sendsBefore = (await sendAttemptsFor(form.email)).length;
    const again = await redriveParked(inject('stackUrl'));
    // Assert: nothing left to replay, nothing sent.
    expect(again).toEqual([]);
    expect(await sendAttemptsFor(form.email)).toHaveLength(sendsBefore);
    expect(await messagesMentioning(form.email)).toHaveLength(1);
  });

  it('sends one e-mail when the retry after a throttled delivery succeeds', async () => {
    // Arrange: every SDK attempt of the first delivery is throttled.
    const form = callbackForm();
    await injectSesFault({
      code: 'TooManyRequestsException',
      mentioning: form.email,
      times: SDK_ATTEMPTS,
    });
    // Act
    const created = await postCallback(form);
    // Assert: the bus's retry sends it, well before the first delivery's
    // in-progress idempotency record (10 s) would have expired.
    const [message] = await eventually(async () => {
      const found = await messagesMentioning(form.email);
      return found.length ? found : undefined;
    }, 8_000);
    expect(message?.replyTo).toEqual([form.email]);
    const attempts = await sendAttemptsFor(form.email);
    expect(invocations(attempts)).toBe(2);
    expect(attempts.at(-1)?.outcome).toBe('sent');
    expect(await parkedForLead(created.body.id)).toEqual([]);
  });

  it('sends one e-mail when the event arrives again while the first send is throttled', async () => {
    // Arrange: the first send is throttled, so its delivery holds the lead's
    // idempotency record while the SDK backs off.
    const form = callbackForm();
    await injectSesFault({
      code: 'TooManyRequestsException',
      mentioning: form.email,
      times: SDK_ATTEMPTS - 1,
    });
    const created = await postCallback(form);
    await eventually(async () =>
      (await sendAttemptsFor(form.email)).length ? true : undefined,
    );
    // Act: a duplicate delivery, rejected while the first is in progress.
    await deliverAgain(form, created.body);
    await eventually(async () =>
      (await messagesMentioning(form.email)).length ? true : undefined,
    );
    // Assert: the duplicate did not take the first delivery's record away
    // (one e-mail, and still one after a settle period).
    await staysEqual(
      async () => (await messagesMentioning(form.email)).length,
      1,
    );
    // Whatever the duplicate left parked replays without a second e-mail.
    await redriveParked(inject('stackUrl'));
    expect(await messagesMentioning(form.email)).toHaveLength(1);
    expect(await parkedForLead(created.body.id)).toEqual([]);
  });
});

describe('SES rejecting a call-back e-mail', () => {
  it('parks the event without an e-mail, and parks it again while SES still rejects', async () => {
    // Arrange
    const form = callbackForm();
    await injectSesFault({ code: 'MessageRejected', mentioning: form.email });
    // Act
    const created = await postCallback(form);
    const parked = await parkedLead(created.body.id);
    // Assert: a rejection is not retried by the SDK, only by the bus.
    expect(await table.get(leadKey(created.body.id))).toBeDefined();
    const attempts = await sendAttemptsFor(form.email);
    expect(attempts.map((a) => a.outcome)).toEqual(
      Array(deliveries).fill('MessageRejected'),
    );
    expect(parked.error).toContain('MessageRejected');
    expect(await messagesMentioning(form.email)).toHaveLength(0);

    // Act: redrive this one event while SES still rejects it.
    const redriven = await redriveParked(inject('stackUrl'), parked.event.id);
    // Assert
    expect(redriven).toEqual([
      expect.objectContaining({
        eventId: parked.event.id,
        outcome: 'parked',
        error: expect.stringContaining('MessageRejected'),
      }),
    ]);
    expect(await parkedForLead(created.body.id)).toHaveLength(1);
    expect(await messagesMentioning(form.email)).toHaveLength(0);

    // Clean up: leave nothing parked for other suites.
    await clearSesFaults();
    await redriveParked(inject('stackUrl'), parked.event.id);
  });
});
