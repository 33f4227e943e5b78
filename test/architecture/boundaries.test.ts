import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)(
  '../../.dependency-cruiser.cjs',
) as IConfiguration;
const fixture = fileURLToPath(new URL('./fixture', import.meta.url));

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  it('fails a data module that imports the HTTP errors, naming the rule and the fix', async () => {
    const result = await cruise(['functions'], {
      baseDir: fixture,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      outputType: 'err-long',
    });
    // err-long wraps the rule's comment; compare it as one line.
    const message = String(result.output).replace(/\s+/g, ' ');
    expect(result.exitCode).toBeGreaterThan(0);
    expect(message).toContain(
      'data-has-no-http: functions/data/leaks-http.ts → functions/platform/errors.ts',
    );
    expect(message).toContain(
      'Fix: throw a domain error from functions/data and translate it',
    );
  });
});
