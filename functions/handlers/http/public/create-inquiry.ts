import { clock, ids } from '#platform/deps';
import { FORM_RATE_LIMIT, httpHandler } from '#platform/http-handler';
import { inquiryStore } from '#platform/lead-stores';
import { startInquirySchema } from '#shared/contracts/start-inquiry';
import { startInquiry } from '#use-cases/inquiries/start-inquiry';

export const handler = httpHandler(
  { body: startInquirySchema, successStatus: 201, rateLimit: FORM_RATE_LIMIT },
  ({ body, idempotencyKey }) =>
    startInquiry({ clock, ids, inquiries: inquiryStore }, body, idempotencyKey),
);
