import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { startInquirySchema } from '#shared/contracts/start-inquiry';
import { startInquiry } from '#use-cases/inquiries/start-inquiry';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { inquiryStore, people } from '#wiring/lead-stores';

export const handler = httpHandler(
  { body: startInquirySchema, successStatus: 201, rateLimit: FORM_RATE_LIMIT },
  ({ body, idempotencyKey }) =>
    startInquiry(
      { clock, ids, inquiries: inquiryStore, people },
      body,
      idempotencyKey,
    ),
);
