import { leadPathSchema } from '#shared/contracts/admin';
import { getLeadDetail } from '#use-cases/admin/get-lead';
import { httpHandler } from '#wiring/http-handler';
import { leadChanges } from '#wiring/lead-changes';
import { people } from '#wiring/lead-stores';

export const handler = httpHandler(
  { access: 'staff', path: leadPathSchema },
  ({ path }) =>
    getLeadDetail({ leads: leadChanges, people }, path.kind, path.id),
);
