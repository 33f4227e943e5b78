import type { MailMessage } from '#use-cases/ports';

/** Line breaks, NUL and other control characters, and Unicode separators. */
const UNSAFE_IN_HEADER = /[\p{Cc}\u2028\u2029]+/gu;

/** A header value on one line: each run of unsafe characters becomes a space. */
export const headerText = (value: string) =>
  value.replace(UNSAFE_IN_HEADER, ' ').trim();

const isSafeAddress = (address: string) =>
  !/[\p{Cc}\u2028\u2029\s,;<>]/u.test(address) && address.includes('@');

/**
 * The last guard before a message leaves: whatever a template put in the
 * subject cannot start a header of its own, and an address that could
 * (or that names more than one mailbox) is dropped rather than sent.
 */
export function headerSafe(message: MailMessage): MailMessage {
  const replyTo = message.replyTo?.filter(isSafeAddress);
  return {
    ...message,
    to: message.to.filter(isSafeAddress),
    subject: headerText(message.subject),
    ...(message.headers && {
      headers: Object.fromEntries(
        Object.entries(message.headers).map(([name, value]) => [
          headerText(name),
          headerText(value),
        ]),
      ),
    }),
    ...(message.replyTo
      ? { replyTo: replyTo?.length ? replyTo : undefined }
      : {}),
  };
}
