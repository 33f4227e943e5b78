import { dynamoCallbackRequests } from '#data/callback-requests';
import { dynamoContactMessages } from '#data/contact-messages';
import { dynamoInquiryStore } from '#data/user-inquiries';
import type { CallbackRequestStore } from '#use-cases/ports-callbacks';
import type { ContactMessageStore } from '#use-cases/ports-contact';
import type { InquiryStore } from '#use-cases/ports-inquiries';

/** The table behind the use cases' lead storage ports. */
export const callbackRequests: CallbackRequestStore = dynamoCallbackRequests;

export const contactMessages: ContactMessageStore = dynamoContactMessages;

export const inquiryStore: InquiryStore = dynamoInquiryStore;
