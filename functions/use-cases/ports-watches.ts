import type { CreateWatch } from '#shared/contracts/watches';
import type { WhatIfInput } from '#shared/contracts/what-if';
import type { PricedPlanRef } from '#shared/domain/watch/alert-decision';
import type { WatchUsage } from '#shared/domain/watch/usage-summary';

export type WatchStatus = 'pending' | 'active' | 'unsubscribed';

/** A saved comparison's market now, priced on its saved usage. */
export interface WatchPricing {
  /**
   * The network the comparison is on: the one chosen, else the postcode's
   * only network, else null (several, none chosen).
   */
  readonly network: string | null;
  readonly best: PricedPlanRef | null;
  /** Null when there is no current plan or it can no longer be priced. */
  readonly currentCostIncGst: number | null;
  /** The current plan's name as published, when it is in the catalogue. */
  readonly currentPlanName?: string | null;
  readonly partitions: readonly string[];
  /**
   * False when the bill names a plan the market does not sell: its bands
   * then fall in the network's typical windows.
   */
  readonly billPlanSold?: boolean;
}

/** A saved comparison: what the product keeps to watch the market. */
export interface WatchRecord {
  readonly id: string;
  readonly email: string;
  readonly status: WatchStatus;
  readonly postcode: string;
  readonly network: string | null;
  readonly energyType: CreateWatch['energyType'];
  readonly customerType: CreateWatch['customerType'];
  readonly usage: WatchUsage;
  readonly currentPlanId: string | null;
  /** The what-if the comparison was saved with; absent or null without one. */
  readonly whatIf?: WhatIfInput | null;
  readonly thresholdDollars: number;
  readonly bestAtSave: PricedPlanRef | null;
  readonly currentCostAtSave: number | null;
  /** The current plan's cost when last checked. */
  readonly currentCostIncGst: number | null;
  /** The current plan's newest kept version when last checked (docs/price-history.md). */
  readonly currentPlanVersion?: number | null;
  readonly lastAlertedBest: PricedPlanRef | null;
  readonly lastAlertedVersion: string | null;
  /** The attempt sending an alert now, and since when (epoch ms). */
  readonly alertClaim?: string | null;
  readonly alertClaimedAt?: number | null;
  /** Catalogue partitions its market reads: where it is indexed. */
  readonly partitions: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly confirmedAt: string | null;
  /** Epoch seconds: removed by TTL after this. */
  readonly expiresAt: number;
  /** New settings saved over an active comparison, waiting for the owner's confirmation. */
  readonly pendingChange?: PendingChange | null;
}

/** What a save over an active comparison would change, once confirmed. */
export interface PendingChange {
  readonly id: string;
  readonly thresholdDollars: number;
  readonly usage: WatchUsage;
  readonly currentPlanId: string | null;
  readonly whatIf?: WhatIfInput | null;
  readonly bestAtSave: PricedPlanRef | null;
  readonly currentCostAtSave: number | null;
  readonly currentPlanVersion: number | null;
  readonly requestedAt: string;
}

/** A live link token, as stored: only its hash, never the token. */
export interface StoredWatchToken {
  readonly watchId: string;
  readonly kind: 'confirm' | 'link';
  readonly tokenHash: string;
  /** A confirmation of new settings: the change it confirms. */
  readonly changeId: string | null;
}

/**
 * Confirmation e-mails counted per address (by its keyed hash) and UTC
 * day, so no one can make the site mail an address more than a few times.
 */
export interface ConfirmationQuota {
  /** Counts one more; false, counting nothing, when `limit` are counted. */
  claim(
    addressKey: string,
    day: string,
    limit: number,
    expiresAt: number,
  ): Promise<boolean>;
  /** Gives back a claim whose e-mail was not requested after all. */
  release(addressKey: string, day: string): Promise<void>;
}

/** Storage of saved comparisons and their links (DynamoDB in the stack). */
export interface WatchStore {
  /** The live saved comparison, or undefined. */
  get(watchId: string): Promise<WatchRecord | undefined>;
  /** Writes the record whole, memberships untouched. */
  put(record: WatchRecord): Promise<void>;
  /**
   * Records that a confirmation e-mail is due (published as
   * `WatchRequested`); false when one is already due.
   */
  requestConfirmation(
    request: {
      id: string;
      watchId: string;
      email: string;
      createdAt: string;
      /** A confirmation of new settings: one request per change. */
      changeId?: string;
    },
    expiresAt: number,
  ): Promise<boolean>;
  putToken(
    token: StoredWatchToken & { readonly tokenId: string },
    expiresAt: number,
  ): Promise<void>;
  /** The live token with this id, or undefined. */
  findToken(tokenId: string): Promise<StoredWatchToken | undefined>;
  /** Uses up a confirmation token: false when unknown, expired or used. */
  takeConfirmation(watchId: string, tokenId: string): Promise<boolean>;
  /** Keeps new settings of an active comparison aside; false when it is not active. */
  proposeChange(watchId: string, change: PendingChange): Promise<boolean>;
  /**
   * Puts the pending settings in force; false unless the comparison is
   * active and `changeId` is still its pending change.
   */
  applyChange(watchId: string, changeId: string, at: string): Promise<boolean>;
  /** A pending or unsubscribed watch becomes active and indexed; false if it was active. */
  activate(watchId: string, at: string, expiresAt: number): Promise<boolean>;
  /** An active watch stops; false when it was not active. */
  unsubscribe(watchId: string, at: string): Promise<boolean>;
  /** Removes the watch, its links and its index entries. */
  remove(watchId: string): Promise<void>;
  /** Moves the expiry of a watch and its links. */
  renew(watchId: string, expiresAt: number): Promise<void>;
  /** Ids of active watches indexed under a partition. */
  watchIdsOfPartition(partition: string): Promise<string[]>;
  /**
   * Claims the alert of one catalogue version for one attempt, for a
   * lease: false when that version is already alerted, or another
   * attempt's claim is younger than its lease.
   */
  claimAlert(
    watchId: string,
    version: string,
    claim: { id: string; at: number; leaseMs: number },
  ): Promise<boolean>;
  /** Gives this attempt's claim back after the e-mail could not be sent. */
  releaseAlert(watchId: string, claimId: string): Promise<void>;
  /** The e-mail is out: the version is alerted and this attempt's claim ends. */
  completeAlert(
    watchId: string,
    version: string,
    claimId: string,
  ): Promise<void>;
  /** What a check learnt, and (when it alerted) what it named. */
  recordCheck(
    watchId: string,
    seen: {
      currentCostIncGst: number | null;
      lastAlertedBest?: PricedPlanRef | null;
      currentPlanVersion?: number;
    },
  ): Promise<void>;
  countAlertSent(): Promise<void>;
}
