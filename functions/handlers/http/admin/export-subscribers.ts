import { csvDownload } from '#platform/responses';
import { exportQuerySchema } from '#shared/contracts/admin';
import { SUBSCRIBERS_CSV_NAME } from '#shared/domain/subscribers-csv';
import { exportSubscribers } from '#use-cases/admin/export-subscribers';
import { adminLeadStore } from '#wiring/admin-stores';
import { httpHandler } from '#wiring/http-handler';

export const handler = httpHandler(
  { access: 'staff', query: exportQuerySchema },
  async ({ query }) =>
    csvDownload(
      SUBSCRIBERS_CSV_NAME,
      await exportSubscribers(adminLeadStore, query),
    ),
);
