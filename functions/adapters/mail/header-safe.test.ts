import { describe, expect, it } from 'vitest';
import { headerSafe } from './header-safe.ts';

const message = {
  to: ['staff@example.com'],
  subject: 'Hello',
  text: 'body\r\nkept',
  html: '<p>body</p>',
};

describe('headerSafe', () => {
  it.each([
    ['CR LF', 'Jo\r\nBcc: victim@example.com'],
    ['a bare LF', 'Jo\nBcc: victim@example.com'],
    ['a bare CR', 'Jo\rBcc: victim@example.com'],
    ['NUL', 'Jo\u0000Bcc: victim@example.com'],
    ['NEL', 'Jo\u0085Bcc: victim@example.com'],
    ['a line separator', 'Jo\u2028Bcc: victim@example.com'],
    ['DEL and escape', 'Jo\u007f\u001bBcc: victim@example.com'],
  ])('keeps a subject with %s on one line', (_, injected) => {
    // Act
    const safe = headerSafe({ ...message, subject: `Call back: ${injected}` });
    // Assert
    expect(safe.subject).toBe('Call back: Jo Bcc: victim@example.com');
    expect(safe.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
  });

  it('drops a reply-to or recipient that could add a header or a mailbox', () => {
    // Act
    const safe = headerSafe({
      ...message,
      to: ['staff@example.com', 'x@example.com\r\nBcc: victim@example.com'],
      replyTo: ['a@example.com, victim@example.com'],
    });
    // Assert
    expect(safe.to).toEqual(['staff@example.com']);
    expect(safe.replyTo).toBeUndefined();
  });

  it('leaves a clean message and the body alone', () => {
    // Act
    const safe = headerSafe({ ...message, replyTo: ['jo@example.com'] });
    // Assert
    expect(safe).toEqual({ ...message, replyTo: ['jo@example.com'] });
  });
});
