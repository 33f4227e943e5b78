import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { createContactMessageSchema } from '#shared/contracts/contact';
import { receiveContactMessage } from '#use-cases/contact/receive-contact-message';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { contactMessages } from '#wiring/lead-stores';

export const handler = httpHandler(
  {
    body: createContactMessageSchema,
    successStatus: 201,
    rateLimit: FORM_RATE_LIMIT,
  },
  ({ body, idempotencyKey }) =>
    receiveContactMessage(
      { clock, ids, messages: contactMessages },
      body,
      idempotencyKey,
    ),
);
