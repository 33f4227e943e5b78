import {
  bulkStatusChangeSchema,
  leadKindPathSchema,
} from '#shared/contracts/admin';
import { changeStatuses } from '#use-cases/admin/change-statuses';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { leadChanges } from '#wiring/lead-changes';

export const handler = httpHandler(
  { access: 'staff', body: bulkStatusChangeSchema, path: leadKindPathSchema },
  ({ path, body, actor }) =>
    changeStatuses({ clock, leads: leadChanges }, path.kind, body, actor),
);
