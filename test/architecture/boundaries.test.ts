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

  it('sees packages, so shared/ importing the AWS SDK fails with the real options', async () => {
    const { exclude, doNotFollow } = config.options ?? {};
    const result = await cruise(['shared'], {
      baseDir: fixture,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      exclude,
      doNotFollow,
      outputType: 'err',
    });
    const message = String(result.output);
    expect(result.exitCode).toBeGreaterThan(0);
    expect(message).toMatch(
      /shared-has-no-aws: shared\/uses-aws\.ts → \S*node_modules\/@aws-sdk\/client-dynamodb\//,
    );
    expect(message).toContain('shared-uses-pure-libraries: shared/uses-aws.ts');
  });
});
