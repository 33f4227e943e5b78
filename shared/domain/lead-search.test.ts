import { describe, expect, it } from 'vitest';
import { matchesLeadSearch } from './lead-search.ts';

describe('matchesLeadSearch', () => {
  const subscriber = { email: 'Jo.Citizen@Example.com', name: 'Jo Citizen' };

  it('matches any part of the e-mail or name, whatever the case', () => {
    expect(matchesLeadSearch(subscriber, 'citizen@example')).toBe(true);
    expect(matchesLeadSearch(subscriber, '  JO CIT ')).toBe(true);
    expect(matchesLeadSearch(subscriber, 'someone')).toBe(false);
  });

  it('matches every lead on an empty search', () => {
    expect(matchesLeadSearch(subscriber, '   ')).toBe(true);
  });

  it("matches a switch request's first and last name together and its phone", () => {
    const request = {
      firstName: 'Sam',
      lastName: 'Lee',
      phone: '0400 111 222',
    };
    expect(matchesLeadSearch(request, 'sam lee')).toBe(true);
    expect(matchesLeadSearch(request, '0400 111')).toBe(true);
    expect(matchesLeadSearch(request, 'lee sam')).toBe(false);
  });

  it('looks only at who the lead is, not at other fields or non-text values', () => {
    const lead = { email: 'a@example.com', notes: 'refund', phone: 412345678 };
    expect(matchesLeadSearch(lead, 'refund')).toBe(false);
    expect(matchesLeadSearch(lead, '412')).toBe(false);
  });
});
