/**
 * Sets every lead kind's status counters from its records, once, for a
 * table whose leads predate them (docs/runbook.md §7). Reads TABLE_NAME
 * and the AWS credentials of the shell; prints the counts it wrote.
 */
import { recountLeadStatuses } from '#data/recount-statuses';
import { leadKinds } from '#shared/contracts/admin';

for (const kind of leadKinds) {
  const counts = await recountLeadStatuses(kind);
  console.log(JSON.stringify({ kind, counts }));
}
