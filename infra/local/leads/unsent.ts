import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredLead } from './stored-leads.ts';

/** Every address and text of the outbox's messages, lower-cased. */
async function outboxHaystack(outboxDir: string): Promise<string[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter(
    (n) => n.endsWith('.json'),
  );
  const texts = await Promise.all(
    names.map((n) => readFile(join(outboxDir, n), 'utf8').catch(() => '')),
  );
  return texts.map((t) => t.toLowerCase());
}

/**
 * Stored leads no sent e-mail mentions (by the lead's e-mail address, which
 * every lead e-mail carries as recipient, reply-to or text).
 */
export async function unsentLeads(
  leads: readonly StoredLead[],
  outboxDir: string,
): Promise<StoredLead[]> {
  const haystack = await outboxHaystack(outboxDir);
  return leads.filter((lead) => {
    const email =
      typeof lead.email === 'string' ? lead.email.toLowerCase() : '';
    return !email || !haystack.some((text) => text.includes(email));
  });
}
