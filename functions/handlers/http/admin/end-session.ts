import { endStaffSession } from '#use-cases/admin/end-session';
import { sessionRevocations } from '#wiring/admin-stores';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';

export const handler = httpHandler({ access: 'staff' }, ({ session }) =>
  endStaffSession({ clock, sessions: sessionRevocations }, session),
);
