import type { Actor } from '#shared/contracts/admin';
import {
  type PersonClues,
  type PersonKey,
  personKeys,
} from '#shared/domain/person-keys';
import type {
  PeopleIndex,
  PersonThread,
  ThreadLeadKind,
} from '../ports-people.ts';

/** Who the audit names for what a visitor's own forms changed. */
export const VISITOR: Actor = { sub: 'visitor', username: 'Visitor' };

/** The person a new lead belongs to, if they were seen before. */
export interface ThreadLookup {
  readonly keys: readonly PersonKey[];
  readonly found: PersonThread | null;
}

export async function lookUpPerson(
  people: PeopleIndex,
  clues: PersonClues,
): Promise<ThreadLookup> {
  const keys = personKeys(clues);
  return { keys, found: await people.find(keys) };
}

/**
 * Puts a stored lead in its person's thread (a new person's thread is
 * named after this lead) and remembers every key it was sent with.
 */
export async function joinThread(
  people: PeopleIndex,
  lookup: ThreadLookup,
  lead: { kind: ThreadLeadKind; id: string; createdAt: string },
  inquiryId: string | null,
): Promise<PersonThread> {
  const thread: PersonThread = {
    personId: lookup.found?.personId ?? lead.id,
    inquiryId: inquiryId ?? lookup.found?.inquiryId ?? null,
  };
  await people.join(lookup.keys, thread, lead, lookup.found === null);
  return thread;
}
