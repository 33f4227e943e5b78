import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ARN = 'arn:aws:secretsmanager:ap-southeast-2:1:secret:OriginVerify-AbCd';

/** A fresh module (empty cache, fresh config) per test. */
async function loadModule(env: Record<string, string>) {
  vi.resetModules();
  delete process.env.ORIGIN_VERIFY_SECRET;
  delete process.env.ORIGIN_VERIFY_SECRET_ARN;
  Object.assign(process.env, env);
  return import('./origin-secrets.ts');
}

/** The extension's answers by version stage; other stages answer 400. */
function stubExtension(values: Record<string, string>) {
  const fetchMock = vi.fn(async (url: string | URL) => {
    const stage = new URL(url).searchParams.get('versionStage') ?? '';
    const value = values[stage];
    return value
      ? Response.json({ SecretString: value })
      : new Response('{"message":"not found"}', { status: 400 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  process.env.AWS_SESSION_TOKEN = 'session-token';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('originSecrets', () => {
  it('uses the configured value locally, without the extension', async () => {
    // Arrange
    const fetchMock = stubExtension({});
    const { originSecrets } = await loadModule({
      ORIGIN_VERIFY_SECRET: 'local-origin-verify-value',
    });
    // Act
    const values = await originSecrets();
    // Assert
    expect(values).toEqual(['local-origin-verify-value']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the current and previous values through the extension, once per warm function', async () => {
    // Arrange
    const fetchMock = stubExtension({ AWSCURRENT: 'new', AWSPREVIOUS: 'old' });
    const { originSecrets } = await loadModule({
      ORIGIN_VERIFY_SECRET_ARN: ARN,
    });
    // Act
    const first = await originSecrets(1_000);
    const second = await originSecrets(2_000);
    // Assert
    expect(first).toEqual(['new', 'old']);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ];
    expect(new URL(url).searchParams.get('secretId')).toBe(ARN);
    expect(init.headers).toMatchObject({
      'X-Aws-Parameters-Secrets-Token': 'session-token',
    });
  });

  it('accepts only the current value before the first rotation', async () => {
    // Arrange
    stubExtension({ AWSCURRENT: 'only' });
    const { originSecrets } = await loadModule({
      ORIGIN_VERIFY_SECRET_ARN: ARN,
    });
    // Act / Assert
    expect(await originSecrets()).toEqual(['only']);
  });

  it('re-reads after the refresh interval, so a rotation reaches warm functions', async () => {
    // Arrange
    stubExtension({ AWSCURRENT: 'old' });
    const { originSecrets, ORIGIN_SECRET_REFRESH_MS } = await loadModule({
      ORIGIN_VERIFY_SECRET_ARN: ARN,
    });
    await originSecrets(0);
    stubExtension({ AWSCURRENT: 'new', AWSPREVIOUS: 'old' });
    // Act
    const values = await originSecrets(ORIGIN_SECRET_REFRESH_MS + 1);
    // Assert
    expect(values).toEqual(['new', 'old']);
  });

  it('fails closed when the current value cannot be read, and retries next time', async () => {
    // Arrange
    stubExtension({});
    const { originSecrets } = await loadModule({
      ORIGIN_VERIFY_SECRET_ARN: ARN,
    });
    // Act / Assert
    await expect(originSecrets(0)).rejects.toThrow('answered 400');
    stubExtension({ AWSCURRENT: 'back' });
    expect(await originSecrets(1)).toEqual(['back']);
  });
});
