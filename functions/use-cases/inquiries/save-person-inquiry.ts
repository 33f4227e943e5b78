import { mergeInquiry } from '#shared/domain/inquiry-merge';
import type { PersonClues } from '#shared/domain/person-keys';
import { joinThread, lookUpPerson, VISITOR } from '../leads/person-thread.ts';
import type { Clock } from '../ports.ts';
import type { InquiryStore, UserInquiryRecord } from '../ports-inquiries.ts';
import type { PeopleIndex } from '../ports-people.ts';

export interface PersonInquiryDeps {
  readonly clock: Clock;
  readonly inquiries: InquiryStore;
  readonly people: PeopleIndex;
}

/**
 * Saves an inquiry as its person's one inquiry (docs/product-rules.md, One
 * person, one thread): a visitor already seen with an inquiry gets what this
 * one adds merged into it (audited, the higher score kept) and its id back;
 * anyone else gets a new inquiry, once per idempotency key.
 */
export async function savePersonInquiry(
  deps: PersonInquiryDeps,
  lead: UserInquiryRecord,
  clues: PersonClues,
  idempotencyKey: string,
): Promise<string> {
  const lookup = await lookUpPerson(deps.people, clues);
  const { found } = lookup;
  const inquiryId = found?.inquiryId;
  const existing = inquiryId ? await deps.inquiries.get(inquiryId) : undefined;
  if (found && inquiryId && existing) {
    const changes = mergeInquiry(existing, lead);
    if (Object.keys(changes).length > 0)
      await deps.inquiries.update(inquiryId, {
        at: deps.clock.now().toISOString(),
        actor: VISITOR,
        action: 'merge',
        changes,
      });
    // A new comparison id of a known person is remembered for what follows.
    await deps.people.join(lookup.keys, found, inquiryMember(existing), false);
    return inquiryId;
  }
  const personId = found?.personId ?? lead.id;
  const storedId = await deps.inquiries.save(
    { ...lead, personId },
    idempotencyKey,
  );
  if (storedId === lead.id)
    await joinThread(
      deps.people,
      lookup,
      { kind: 'inquiry', id: lead.id, createdAt: lead.createdAt },
      lead.id,
    );
  return storedId;
}

const inquiryMember = (inquiry: UserInquiryRecord) => ({
  kind: 'inquiry' as const,
  id: inquiry.id,
  createdAt: inquiry.createdAt,
});
