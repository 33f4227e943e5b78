import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_KEY_TAG,
  tagSendsWithDeliveryKey,
  withDeliveryKey,
} from './delivery-key.ts';

type Tags = { Name: string; Value: string }[] | undefined;

/** An SES client that records each send's tags instead of sending. */
function recordingClient() {
  const sent: Tags[] = [];
  const client = new SESv2Client({
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  tagSendsWithDeliveryKey(client);
  client.middlewareStack.add(
    () => async (args) => {
      sent.push((args.input as { EmailTags?: Tags }).EmailTags);
      return { output: { MessageId: 'm', $metadata: {} }, response: {} };
    },
    { step: 'serialize', name: 'recordInsteadOfSend', priority: 'high' },
  );
  const send = () =>
    client.send(
      new SendEmailCommand({
        FromEmailAddress: 'from@example.com',
        Destination: { ToAddresses: ['to@example.com'] },
        Content: { Simple: { Subject: { Data: 's' }, Body: {} } },
        EmailTags: [{ Name: 'kind', Value: 'callback' }],
      }),
    );
  return { sent, send };
}

describe('delivery keys on SES sends', () => {
  it('tags each e-mail of a delivery with the consumer, the event id and its place', async () => {
    // Arrange
    const { sent, send } = recordingClient();
    // Act
    await withDeliveryKey('NotifyStaff', '01JLEAD', async () => {
      await send();
      await send();
    });
    // Assert
    expect(sent).toEqual([
      [
        { Name: 'kind', Value: 'callback' },
        { Name: DELIVERY_KEY_TAG, Value: 'NotifyStaff-01JLEAD-1' },
      ],
      [
        { Name: 'kind', Value: 'callback' },
        { Name: DELIVERY_KEY_TAG, Value: 'NotifyStaff-01JLEAD-2' },
      ],
    ]);
  });

  it('gives a replay of the same event the same keys', async () => {
    // Arrange
    const { sent, send } = recordingClient();
    // Act
    await withDeliveryKey('NotifyStaff', '01JLEAD', send);
    await withDeliveryKey('NotifyStaff', '01JLEAD', send);
    // Assert
    expect(sent[0]).toEqual(sent[1]);
  });

  it('keeps tag values to the characters SES allows', async () => {
    // Arrange
    const { sent, send } = recordingClient();
    // Act
    await withDeliveryKey('Notify', 'a@b.c/d', send);
    // Assert
    expect(sent[0]?.at(-1)?.Value).toBe('Notify-a_b_c_d-1');
  });

  it('leaves a send outside any delivery untagged', async () => {
    // Arrange
    const { sent, send } = recordingClient();
    // Act
    await send();
    // Assert
    expect(sent).toEqual([[{ Name: 'kind', Value: 'callback' }]]);
  });
});
