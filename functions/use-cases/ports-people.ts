import type { PersonKey } from '#shared/domain/person-keys';

/** The lead kinds a person's thread holds. */
export type ThreadLeadKind = 'inquiry' | 'callback' | 'switch';

/**
 * One person (docs/product-rules.md, One person, one thread): the id of
 * their first lead, and the inquiry staff work them from when they have one.
 */
export interface PersonThread {
  readonly personId: string;
  readonly inquiryId: string | null;
}

/** A lead in a person's thread. */
export interface ThreadMember {
  readonly kind: ThreadLeadKind;
  readonly id: string;
  readonly createdAt: string;
}

/** Who is who: the keys each person was seen with, and their leads. */
export interface PeopleIndex {
  /** The thread of the first of `keys` (strongest first) that is known. */
  find(keys: readonly PersonKey[]): Promise<PersonThread | null>;
  /**
   * Records `keys` as this person's and `member` in their thread; a new
   * person is counted once (the dashboard's people).
   */
  join(
    keys: readonly PersonKey[],
    thread: PersonThread,
    member: ThreadMember,
    newPerson: boolean,
  ): Promise<void>;
  /** A person's leads, oldest first. */
  members(personId: string): Promise<ThreadMember[]>;
  /** How many people have left a lead. */
  count(): Promise<number>;
}
