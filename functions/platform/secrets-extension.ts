/** The extension refuses to answer slower than this would be a bug. */
const TIMEOUT_MS = 2_000;

/**
 * One stage of a secret's string value, through the AWS Parameters and
 * Secrets Lambda Extension (a layer on the function: no SDK client in the
 * bundle). Call it from a request, not at import: the extension is not
 * ready during the function's init.
 */
export async function secretString(
  secretId: string,
  versionStage: 'AWSCURRENT' | 'AWSPREVIOUS',
): Promise<string> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const query = new URLSearchParams({ secretId, versionStage });
  const response = await fetch(
    `http://localhost:${port}/secretsmanager/get?${query}`,
    {
      headers: {
        'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '',
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    },
  );
  // The status only: the body could echo the secret.
  if (!response.ok)
    throw new Error(`Secrets extension answered ${response.status}`);
  const { SecretString } = (await response.json()) as {
    SecretString?: unknown;
  };
  if (typeof SecretString !== 'string' || SecretString === '')
    throw new Error('The secret has no string value');
  return SecretString;
}
