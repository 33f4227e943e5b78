import { leadPathSchema } from '#shared/contracts/admin';
import { restoreInquiry } from '#use-cases/admin/restore-inquiry';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { leadChanges } from '#wiring/lead-changes';

export const handler = httpHandler(
  { access: 'staff', path: leadPathSchema.pick({ id: true }) },
  ({ path, actor }) =>
    restoreInquiry({ clock, leads: leadChanges }, path.id, actor),
);
