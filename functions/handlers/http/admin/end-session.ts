import { sessionRevocations } from '#adapters/admin-stores';
import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { endStaffSession } from '#use-cases/admin/end-session';

export const handler = httpHandler({ access: 'staff' }, ({ session }) =>
  endStaffSession({ clock, sessions: sessionRevocations }, session),
);
