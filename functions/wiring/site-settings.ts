import { dynamoSettingsStore } from '#data/settings';
import type { ReferencePrice } from '#shared/contracts/reference-prices';
import {
  defaultSettings,
  type SiteSettingsRecord,
} from '#shared/contracts/site-settings';
import type { WhatIfCosts } from '#shared/domain/what-if/upfront-costs';
import type { MailMessage, SettingsReader } from '#use-cases/ports';
import type { SettingsStore } from '#use-cases/ports-settings';
import { settingsReader } from '#use-cases/settings/get-settings';
import { shippedReferencePrices } from './reference-prices.ts';
import { shippedWhatIfCosts } from './what-if-costs.ts';

/** The table behind the SettingsStore port. */
export const settingsStore: SettingsStore = dynamoSettingsStore;

/** What staff have not saved: the contract's defaults and the shipped files. */
export const settingsDefaults: SiteSettingsRecord = {
  ...defaultSettings,
  referencePrices: [...shippedReferencePrices],
  whatIfCosts: shippedWhatIfCosts,
};

/** The saved settings over the defaults, for use cases that read them. */
export const savedSettings: SettingsReader = settingsReader(
  settingsStore,
  settingsDefaults,
);

/** The reference prices in force: staff's saved ones, else the shipped file's. */
export const referencePrices = async (): Promise<readonly ReferencePrice[]> =>
  (await savedSettings.current()).referencePrices ?? shippedReferencePrices;

/** The what-if costs in force: staff's saved ones, else the shipped file's. */
export const whatIfCosts = async (): Promise<WhatIfCosts> =>
  (await savedSettings.current()).whatIfCosts ?? shippedWhatIfCosts;

/** The site's name in force: staff's saved one, else the default. */
export const siteName = async (): Promise<string> =>
  (await savedSettings.current()).siteName;

/**
 * A visitor mail template given the site name in force when the mail is
 * sent, so a rename reaches the next e-mail (docs/settings.md).
 */
export const namedBySite =
  <A extends unknown[]>(template: (name: string, ...args: A) => MailMessage) =>
  async (...args: A): Promise<MailMessage> =>
    template(await siteName(), ...args);
