import { matchesLeadSearch } from '#shared/domain/lead-search';
import { fromItem } from './items.ts';
import type { LeadKind } from './keys.ts';
import { listSource, sourcePages } from './lead-queue.ts';

/** Items read from the collection per Query while exporting. */
const READ_PAGE = 500;

/** Every lead of a kind matching `q` (all of them when empty), newest first (AP-A8). */
export async function* allLeads(kind: LeadKind, q: string) {
  for await (const page of sourcePages(listSource(kind), {
    forward: false,
    pageSize: READ_PAGE,
  })) {
    for (const item of page.items) {
      if (matchesLeadSearch(item, q)) yield fromItem<Item>(item);
    }
  }
}

type Item = Record<string, unknown>;
