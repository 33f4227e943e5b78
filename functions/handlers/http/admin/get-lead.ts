import { httpHandler } from '#platform/http-handler';
import { leadChanges } from '#platform/lead-changes';
import { leadPathSchema } from '#shared/contracts/admin';
import { getLeadDetail } from '#use-cases/admin/get-lead';

export const handler = httpHandler(
  { access: 'staff', path: leadPathSchema },
  ({ path }) => getLeadDetail(leadChanges, path.kind, path.id),
);
