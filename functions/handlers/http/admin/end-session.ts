import { httpHandler } from '#platform/http-handler';
import { endStaffSession } from '#use-cases/admin/end-session';
import { sessionRevocations } from '#wiring/admin-stores';
import { clock } from '#wiring/deps';

export const handler = httpHandler({ access: 'staff' }, ({ session }) =>
  endStaffSession({ clock, sessions: sessionRevocations }, session),
);
