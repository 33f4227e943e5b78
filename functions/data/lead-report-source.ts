import { countPeople } from '#shared/domain/analytics';
import type { LeadReportSource } from '#use-cases/ports-lead-report';
import { peopleCreatedBetween } from './lead-count-store.ts';
import { countLeadsBetween } from './lead-counts.ts';
import { oldestOpenCallbacks } from './open-callbacks.ts';

/** A report's figures from the lead collections (counting Queries, no Scan). */
export const tableLeadReportSource: LeadReportSource = {
  async countLeads(from, to) {
    const [callbacks, inquiries, switchRequests, contactMessages, subscribers] =
      await Promise.all(
        (
          ['callback', 'inquiry', 'switch', 'contact', 'subscription'] as const
        ).map((kind) => countLeadsBetween(kind, from, to)),
      );
    const [inquiryPeople, callbackPeople, switchPeople] = await Promise.all(
      (['inquiry', 'callback', 'switch'] as const).map((kind) =>
        peopleCreatedBetween(kind, from, to),
      ),
    );
    const people = countPeople({
      inquiries: inquiryPeople ?? [],
      callbacks: callbackPeople ?? [],
      switches: switchPeople ?? [],
    });
    return {
      people: people.people,
      peopleSwitching: people.converted,
      callbacks: callbacks ?? 0,
      inquiries: inquiries ?? 0,
      switchRequests: switchRequests ?? 0,
      contactMessages: contactMessages ?? 0,
      subscribers: subscribers ?? 0,
    };
  },
  oldestOpenCallbacks,
};
