import { defaultSiteSettings } from '#shared/domain/site-settings';

/** The stored settings' name, loaded once the environment names the table. */
const storedSiteName = async (): Promise<string> =>
  (await import('#wiring/site-settings')).siteName();

/**
 * The site name a web build writes into its pages (docs/settings.md): the
 * stored settings' (else the default) when the build is given their table
 * (`TABLE_NAME`, and `DYNAMODB_ENDPOINT` for a local one); the default when
 * it is not, as on a fresh machine or in CI, where there is no table.
 */
export async function buildSiteName(
  env: NodeJS.ProcessEnv = process.env,
  stored: () => Promise<string> = storedSiteName,
): Promise<string> {
  if (!env.TABLE_NAME) return defaultSiteSettings.siteName;
  try {
    return await stored();
  } catch (error) {
    // A build asked for the stored name never ships another one silently.
    throw new Error(
      `The site name could not be read from the table ${env.TABLE_NAME} (TABLE_NAME): ${(error as Error).message}. Unset TABLE_NAME to build with the default name.`,
      { cause: error },
    );
  }
}
