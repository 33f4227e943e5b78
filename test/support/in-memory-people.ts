import type { PeopleIndex, ThreadMember } from '#use-cases/ports-people';

/** A PeopleIndex in Maps, as the table keeps it. */
export function inMemoryPeople() {
  const byKey = new Map<string, string>();
  const inquiryOf = new Map<string, string | null>();
  const threads = new Map<string, ThreadMember[]>();
  let people = 0;
  const store: PeopleIndex = {
    async find(keys) {
      for (const key of keys) {
        const personId = byKey.get(`${key.kind}#${key.value}`);
        if (personId)
          return { personId, inquiryId: inquiryOf.get(personId) ?? null };
      }
      return null;
    },
    async join(keys, thread, member, newPerson) {
      for (const key of keys)
        byKey.set(`${key.kind}#${key.value}`, thread.personId);
      if (thread.inquiryId) inquiryOf.set(thread.personId, thread.inquiryId);
      const members = threads.get(thread.personId) ?? [];
      if (!members.some((m) => m.id === member.id)) members.push(member);
      threads.set(thread.personId, members);
      if (newPerson) people += 1;
    },
    members: async (personId) =>
      [...(threads.get(personId) ?? [])].sort((a, b) =>
        a.createdAt < b.createdAt ? -1 : 1,
      ),
    count: async () => people,
  };
  return { store, threads: () => [...threads.values()] };
}
