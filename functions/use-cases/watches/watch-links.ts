import { NotFoundError } from '#platform/errors';
import type { WatchLinkResult } from '#shared/contracts/watches';
import type { Clock } from '../ports.ts';
import type { StoredWatchToken, WatchStore } from '../ports-watches.ts';
import { expiryDay, watchExpiry } from './watch-lifetimes.ts';
import { tokenIdOf, tokenMatches } from './watch-tokens.ts';

export interface WatchLinkDeps {
  readonly store: WatchStore;
  readonly clock: Clock;
}

const NOT_VALID =
  'This link is not valid: it was never sent, has expired, or its saved comparison was deleted';

/** The live token a link carries, if its hash matches (constant time). */
async function storedToken(
  deps: WatchLinkDeps,
  token: string,
  kind: StoredWatchToken['kind'],
) {
  const stored = await deps.store.findToken(tokenIdOf(token));
  return stored?.kind === kind && tokenMatches(token, stored.tokenHash)
    ? stored
    : undefined;
}

/**
 * Follows a confirmation link: a new saved comparison becomes active for
 * 13 months; new settings saved over an active one come into force, if
 * they are still the latest asked for. The link works once, so an old one
 * cannot undo a later unsubscribe.
 */
export async function confirmWatch(
  deps: WatchLinkDeps,
  token: string,
): Promise<WatchLinkResult> {
  const stored = await storedToken(deps, token, 'confirm');
  const watch = stored && (await deps.store.get(stored.watchId));
  if (
    !stored ||
    !watch ||
    !(await deps.store.takeConfirmation(watch.id, tokenIdOf(token)))
  )
    throw new NotFoundError(
      'This confirmation link is not valid, has expired or was already used',
    );
  const now = deps.clock.now();
  if (stored.changeId) {
    if (
      !(await deps.store.applyChange(
        watch.id,
        stored.changeId,
        now.toISOString(),
      ))
    )
      throw new NotFoundError(
        'These settings were replaced by newer ones or the alerts were stopped: use the latest e-mail',
      );
    return {
      status: 'active',
      alreadyDone: false,
      expiresOn: expiryDay(watch.expiresAt),
    };
  }
  const expiresAt = watchExpiry(now);
  const changed = await deps.store.activate(
    watch.id,
    now.toISOString(),
    expiresAt,
  );
  return {
    status: 'active',
    alreadyDone: !changed,
    expiresOn: expiryDay(changed ? expiresAt : watch.expiresAt),
  };
}

async function linkedWatch(deps: WatchLinkDeps, token: string) {
  const stored = await storedToken(deps, token, 'link');
  const watch = stored && (await deps.store.get(stored.watchId));
  if (!watch) throw new NotFoundError(NOT_VALID);
  return watch;
}

/** Stops the alerts; following the link again says it is already done. */
export async function unsubscribeWatch(
  deps: WatchLinkDeps,
  token: string,
): Promise<WatchLinkResult> {
  const watch = await linkedWatch(deps, token);
  const changed = await deps.store.unsubscribe(
    watch.id,
    deps.clock.now().toISOString(),
  );
  return {
    status: 'unsubscribed',
    alreadyDone: !changed,
    expiresOn: expiryDay(watch.expiresAt),
  };
}

/** Deletes the saved comparison and every link to it: nothing is kept. */
export async function deleteWatch(
  deps: WatchLinkDeps,
  token: string,
): Promise<WatchLinkResult> {
  const watch = await linkedWatch(deps, token);
  await deps.store.remove(watch.id);
  return { status: 'deleted', alreadyDone: false, expiresOn: null };
}

/** Keeps an active saved comparison for 13 more months from today. */
export async function renewWatch(
  deps: WatchLinkDeps,
  token: string,
): Promise<WatchLinkResult> {
  const watch = await linkedWatch(deps, token);
  if (watch.status !== 'active')
    throw new NotFoundError(
      'This saved comparison is not active: save it again from the compare page',
    );
  const expiresAt = watchExpiry(deps.clock.now());
  await deps.store.renew(watch.id, expiresAt);
  return {
    status: 'renewed',
    alreadyDone: false,
    expiresOn: expiryDay(expiresAt),
  };
}
