import type { WhatIfInput } from '#shared/contracts/what-if';
import type { WatchRequested } from '#shared/events/watches';
import type { Clock, Mailer, MailMessage } from '../ports.ts';
import type { WatchLinks } from '../ports-mail.ts';
import type { PendingChange, WatchStore } from '../ports-watches.ts';
import {
  CONFIRM_LINK_SECONDS,
  epochSeconds,
  watchExpiry,
} from './watch-lifetimes.ts';
import { newWatchToken } from './watch-tokens.ts';

export interface WatchMailDeps {
  readonly store: WatchStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly siteUrl: string;
}

/** A fresh link token for one e-mail, stored as a hash until `expiresAt`. */
export async function mailLinks(
  deps: WatchMailDeps,
  watchId: string,
  expiresAt: number,
): Promise<WatchLinks> {
  const { token, tokenId, tokenHash } = newWatchToken();
  await deps.store.putToken(
    { kind: 'link', watchId, tokenId, tokenHash, changeId: null },
    expiresAt,
  );
  // A page, not the API: mail scanners follow links, so only a click acts.
  const page = (action: string) => {
    const url = new URL('/price-alerts/manage', deps.siteUrl);
    url.searchParams.set('action', action);
    url.searchParams.set('token', token);
    return url.href;
  };
  const oneClick = new URL('/api/watches/one-click-unsubscribe', deps.siteUrl);
  oneClick.searchParams.set('token', token);
  return {
    oneClickUnsubscribe: oneClick.href,
    unsubscribe: page('unsubscribe'),
    deleteData: page('delete'),
    renew: page('renew'),
  };
}

/**
 * Sends the link that confirms a saved comparison, or new settings saved
 * over an active one. Nothing the visitor typed is in it; a retry makes a
 * new, equally valid link. A comparison that is gone, already active, or
 * whose change was confirmed or replaced since, is not mailed.
 */
export async function sendWatchConfirmation(
  deps: WatchMailDeps & {
    readonly render: (
      email: string,
      links: WatchLinks,
      change?: PendingChange,
      /** The what-if the comparison (or its new settings) is priced with. */
      whatIf?: WhatIfInput | null,
    ) => MailMessage | Promise<MailMessage>;
  },
  request: WatchRequested,
): Promise<{ messageId: string } | null> {
  const watch = await deps.store.get(request.watchId);
  if (!watch) return null;
  const changeId = request.changeId ?? null;
  const change =
    watch.status === 'active' && watch.pendingChange?.id === changeId
      ? watch.pendingChange
      : undefined;
  if (changeId ? !change : watch.status === 'active') return null;
  const { token, tokenId, tokenHash } = newWatchToken();
  const expiresAt = epochSeconds(deps.clock.now()) + CONFIRM_LINK_SECONDS;
  await deps.store.putToken(
    { kind: 'confirm', watchId: watch.id, tokenId, tokenHash, changeId },
    expiresAt,
  );
  const confirm = new URL('/price-alerts/confirm', deps.siteUrl);
  confirm.searchParams.set('token', token);
  // Good for as long as the comparison could live once confirmed.
  const links = await mailLinks(deps, watch.id, watchExpiry(deps.clock.now()));
  return deps.mailer.send(
    await deps.render(
      watch.email,
      { ...links, confirm: confirm.href },
      change,
      change ? change.whatIf : watch.whatIf,
    ),
  );
}
