import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { leadChanges } from '#platform/lead-changes';
import { leadPathSchema, statusChangeSchema } from '#shared/contracts/admin';
import { changeStatus } from '#use-cases/admin/change-status';

export const handler = httpHandler(
  { access: 'staff', body: statusChangeSchema, path: leadPathSchema },
  ({ path, body, actor }) =>
    changeStatus(
      { clock, leads: leadChanges },
      path.kind,
      path.id,
      body,
      actor,
    ),
);
