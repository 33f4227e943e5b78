import { dynamoCallbackRequests } from '#data/callback-requests';
import { dynamoContactMessages } from '#data/contact-messages';
import { dynamoPeople } from '#data/people';
import { dynamoSwitchRequests } from '#data/switch-requests';
import { dynamoInquiryStore } from '#data/user-inquiries';
import type { CallbackRequestStore } from '#use-cases/ports-callbacks';
import type { ContactMessageStore } from '#use-cases/ports-contact';
import type { InquiryStore } from '#use-cases/ports-inquiries';
import type { PeopleIndex } from '#use-cases/ports-people';
import type { SwitchRequestStore } from '#use-cases/ports-switching';

/** The table behind the use cases' lead storage ports. */
export const callbackRequests: CallbackRequestStore = dynamoCallbackRequests;

export const contactMessages: ContactMessageStore = dynamoContactMessages;

export const inquiryStore: InquiryStore = dynamoInquiryStore;

export const switchRequests: SwitchRequestStore = dynamoSwitchRequests;

/** Who is who across leads (docs/product-rules.md, One person, one thread). */
export const people: PeopleIndex = dynamoPeople;
