import { describe, expect, it } from 'vitest';
import { callbackForm } from '#test-support/builders';
import { putCallbackRequested } from '#test-support/bus';
import { call, eventually, staysEqual } from '#test-support/http';
import { messagesMentioning } from '#test-support/outbox';

describe('call-back request → event → staff e-mail', () => {
  it('sends staff one e-mail carrying the request', async () => {
    // Arrange
    const form = callbackForm({
      currentRetailer: 'other',
      customRetailer: 'Tiny Power Co',
    });
    // Act
    const created = await call<{ id: string }>('POST', '/api/callbacks', {
      json: form,
    });
    // Assert
    expect(created.status).toBe(201);
    const [message] = await eventually(async () => {
      const found = await messagesMentioning(form.email);
      return found.length ? found : undefined;
    });
    expect(message?.to).toEqual(['staff@energy-compare.local']);
    expect(message?.replyTo).toEqual([form.email]);
    expect(message?.subject).toContain(form.name);
    // What the consumer rendered from, as the outbox recorded it.
    expect(message?.template).toEqual({
      id: 'callback-notification',
      data: {
        leadId: created.body.id,
        name: form.name,
        email: form.email,
        phone: form.phone,
        postcode: form.postcode,
        preferredTime: 'Morning (9am-12pm)',
        currentRetailer: 'Tiny Power Co',
        hasGas: 'Yes',
        hasSolar: 'Planning to install',
        message: form.message,
        adminUrl: expect.stringMatching(
          new RegExp(`/admin/callbacks\\?lead=${created.body.id}$`),
        ),
      },
    });
    // For people: no raw JSON at the end.
    expect(message?.text).not.toContain('{');
  });

  it('sends one e-mail when the same event arrives three times', async () => {
    // Arrange: a stored request, its e-mail already sent.
    const form = callbackForm();
    const created = await call<{ id: string; createdAt: string }>(
      'POST',
      '/api/callbacks',
      { json: form },
    );
    await eventually(async () =>
      (await messagesMentioning(form.email)).length ? true : undefined,
    );
    const detail = {
      ...form,
      id: created.body.id,
      occurredAt: created.body.createdAt,
      version: 1,
    };
    // Act: the bus delivers the same event again, three times.
    for (let i = 0; i < 3; i++) {
      expect(await putCallbackRequested(detail)).toBe(0);
    }
    // Assert: one, and still one after the deliveries had time to run.
    await staysEqual(
      async () => (await messagesMentioning(form.email)).length,
      1,
    );
  });
});
