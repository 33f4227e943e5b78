import type { ClientEvent } from '#shared/contracts/client-events';

export interface ClientEventLog {
  warn(message: string, extra: Record<string, unknown>): void;
}

/**
 * Records a page the visitor could not find, for fixing broken links.
 * Only the path is kept (the contract strips queries); nothing is stored.
 */
export async function logClientEvent(
  deps: { readonly log: ClientEventLog },
  event: ClientEvent,
): Promise<void> {
  deps.log.warn('Unknown page requested', {
    clientEvent: event.type,
    path: event.path,
  });
}
