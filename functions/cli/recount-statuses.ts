/**
 * Sets every lead kind's status counters from its records and puts the
 * leads into the status index, once, for a table whose leads predate them
 * (docs/runbook.md §7). Reads TABLE_NAME and the AWS credentials of the
 * shell; prints the counts it wrote and how many leads it indexed.
 */
import { recountLeadStatuses } from '#data/recount-statuses';
import { reindexLeadStatuses } from '#data/reindex-statuses';
import { leadKinds } from '#shared/contracts/admin';

for (const kind of leadKinds) {
  const indexed = await reindexLeadStatuses(kind);
  const counts = await recountLeadStatuses(kind);
  console.log(JSON.stringify({ kind, counts, indexed }));
}
