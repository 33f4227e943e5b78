import { describe, expect, it } from 'vitest';
import { type SendSummary, SesFaultPlan } from './ses-faults.ts';

const send = (replyTo: string): SendSummary => ({
  to: ['staff@energy-compare.local'],
  replyTo: [replyTo],
  subject: 'Call-back request',
  text: `From ${replyTo}`,
});

describe('the SES fault plan', () => {
  it('fails the next matching sends the given number of times', () => {
    // Arrange
    const plan = new SesFaultPlan();
    plan.add({
      code: 'TooManyRequestsException',
      mentioning: 'a@x.au',
      times: 2,
    });
    // Act
    const outcomes = [
      plan.take(send('b@x.au')),
      plan.take(send('a@x.au')),
      plan.take(send('a@x.au')),
      plan.take(send('a@x.au')),
    ];
    // Assert
    expect(outcomes).toEqual([
      undefined,
      'TooManyRequestsException',
      'TooManyRequestsException',
      undefined,
    ]);
    expect(plan.list()).toEqual([]);
  });

  it('fails every send until cleared when no count is given', () => {
    // Arrange
    const plan = new SesFaultPlan();
    plan.add({ code: 'MessageRejected' });
    // Act
    const outcomes = [1, 2, 3].map(() => plan.take(send('a@x.au')));
    plan.clear();
    // Assert
    expect(outcomes).toEqual(Array(3).fill('MessageRejected'));
    expect(plan.take(send('a@x.au'))).toBeUndefined();
  });
});
