import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { startInquirySchema } from '#shared/contracts/start-inquiry';
import { startInquiry } from '#use-cases/inquiries/start-inquiry';
import { clock, ids } from '#wiring/deps';
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
