import { leadPathSchema, statusChangeSchema } from '#shared/contracts/admin';
import { changeStatus } from '#use-cases/admin/change-status';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { leadChanges } from '#wiring/lead-changes';

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
