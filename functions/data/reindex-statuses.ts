import {
  displayStatus,
  type MachineKind,
} from '#shared/domain/status-machines';
import { applied, conditionalUpdate, writeItems } from './conditional-write.ts';
import { leadStatusPartition } from './keys.ts';
import { listSource, sourcePages } from './lead-queue.ts';

/**
 * Puts a kind's leads stored before the status index (AP-A10) into it:
 * each lead whose index key is missing or not its status's gets it, on
 * condition that its status is still the one read (a staff change made
 * meanwhile sets the key itself). Answers how many it moved.
 */
export async function reindexLeadStatuses(kind: MachineKind): Promise<number> {
  let moved = 0;
  for await (const page of sourcePages(listSource(kind), {
    forward: true,
    pageSize: 500,
  })) {
    for (const item of page.items) {
      const partition = leadStatusPartition(
        kind,
        displayStatus(kind, item.status),
      );
      if (item.gsi2pk === partition) continue;
      const indexed = await applied(
        writeItems([
          conditionalUpdate(
            { pk: String(item.pk), sk: String(item.sk) },
            'SET gsi2pk = :partition, gsi2sk = gsi1sk',
            {
              expression:
                item.status === undefined
                  ? 'attribute_not_exists(#status)'
                  : '#status = :status',
              names: { '#status': 'status' },
              values: {
                ':partition': partition,
                ...(item.status === undefined
                  ? {}
                  : { ':status': item.status }),
              },
            },
          ),
        ]),
      );
      if (indexed) moved += 1;
    }
  }
  return moved;
}
