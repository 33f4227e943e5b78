import type {
  InquiryStore,
  UserInquiryRecord,
} from '#use-cases/ports-inquiries';
import { putLead } from './idempotent-create.ts';
import { Entity } from './keys.ts';

/** User inquiries in the table, each created once per idempotency key. */
export const dynamoInquiryStore: InquiryStore = {
  save: (record: UserInquiryRecord, idempotencyKey: string) =>
    putLead('inquiry', Entity.userInquiry, record, idempotencyKey),
};
