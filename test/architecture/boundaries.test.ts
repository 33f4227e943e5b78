import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)(
  '../../.dependency-cruiser.cjs',
) as IConfiguration;
const fixture = fileURLToPath(new URL('./fixture', import.meta.url));

// A cruise of the fixture takes seconds on a busy machine.
const CRUISE_MS = 60_000;

describe('import boundaries (.dependency-cruiser.cjs)', {
  timeout: CRUISE_MS,
}, () => {
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

/** One probe per rule: the fixture file that breaks it, and what it imports. */
const PROBES: readonly (readonly [rule: string, from: string, to: string])[] = [
  ['shared-is-pure', 'shared/imports-functions.ts', 'functions/data/store.ts'],
  ['shared-has-no-aws', 'shared/uses-aws.ts', '@aws-sdk/client-dynamodb'],
  [
    'shared-uses-pure-libraries',
    'shared/uses-aws.ts',
    '@aws-sdk/client-dynamodb',
  ],
  [
    'handlers-are-declarations',
    'functions/handlers/reads-data.ts',
    'functions/data/store.ts',
  ],
  [
    'use-cases-through-ports',
    'functions/use-cases/compare/reads-data.ts',
    'functions/data/store.ts',
  ],
  [
    'data-has-no-http',
    'functions/data/leaks-http.ts',
    'functions/platform/errors.ts',
  ],
  [
    'manifest-is-plain-data',
    'functions/manifest/runs-platform.ts',
    'functions/platform/errors.ts',
  ],
  [
    'features-use-public-entries',
    'web/src/features/a/uses-b-internals.ts',
    'web/src/features/b/components/panel.ts',
  ],
  [
    'use-cases-import-only-downward',
    'functions/use-cases/compare/reads-manifest.ts',
    'functions/manifest/routes.ts',
  ],
  [
    'use-cases-use-public-modules',
    'functions/use-cases/compare/uses-internal.ts',
    'functions/use-cases/watches/internal/helper.ts',
  ],
  [
    'ports-import-only-shared',
    'functions/use-cases/ports-probe.ts',
    'functions/use-cases/compare/compare.ts',
  ],
  [
    'data-implements-ports',
    'functions/data/uses-use-case.ts',
    'functions/use-cases/compare/compare.ts',
  ],
  [
    'adapters-implement-ports',
    'functions/adapters/reads-data.ts',
    'functions/data/store.ts',
  ],
  [
    'platform-is-plumbing',
    'functions/platform/reads-data.ts',
    'functions/data/store.ts',
  ],
  [
    'platform-reads-manifest-types',
    'functions/platform/reads-manifest-value.ts',
    'functions/manifest/routes.ts',
  ],
  [
    'wiring-is-the-composition-root',
    'functions/wiring/imports-handler.ts',
    'functions/handlers/route.ts',
  ],
  [
    'constructs-read-the-manifest',
    'infra/constructs/reads-local.ts',
    'infra/local/stack.ts',
  ],
  [
    'web-is-not-the-server',
    'web/src/lib/reads-server.ts',
    'functions/manifest/routes.ts',
  ],
  [
    'web-app-on-top',
    'web/src/components/imports-app.ts',
    'web/src/app/router.ts',
  ],
  [
    'web-app-imports-downward',
    'web/src/app/imports-scripts.ts',
    'web/scripts/build.ts',
  ],
  [
    'features-import-downward',
    'web/src/features/a/imports-app.ts',
    'web/src/app/router.ts',
  ],
  [
    'components-know-no-feature',
    'web/src/components/knows-feature.ts',
    'web/src/features/b/public.ts',
  ],
  [
    'lib-imports-only-shared',
    'web/src/lib/imports-component.ts',
    'web/src/components/frame.ts',
  ],
  ['no-circular', 'shared/cycle-a.ts', 'shared/cycle-b.ts'],
  ['no-unresolvable', 'shared/imports-missing.ts', './missing.ts'],
];

interface Violation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
}

describe('every import rule fires on a probe that breaks it', {
  timeout: CRUISE_MS,
}, () => {
  const violations = async (): Promise<readonly Violation[]> => {
    const { exclude, doNotFollow } = config.options ?? {};
    const result = await cruise(['shared', 'functions', 'infra', 'web'], {
      baseDir: fixture,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      exclude,
      doNotFollow,
      tsPreCompilationDeps: true,
      outputType: 'json',
    });
    return JSON.parse(String(result.output)).summary.violations;
  };
  const found = violations();

  it('has a probe for each rule of .dependency-cruiser.cjs', () => {
    const rules = (config.forbidden ?? []).map(({ name }) => name);
    expect(PROBES.map(([rule]) => rule).sort()).toEqual([...rules].sort());
  });

  it('names each rule and its fix in the message', () => {
    for (const { name, comment } of config.forbidden ?? []) {
      expect(comment).toMatch(new RegExp(`^${name}: .+ Fix: `));
    }
  });

  it.each(PROBES)('%s: %s → %s', async (rule, from, to) => {
    const broken = (await found).filter((v) => v.rule.name === rule);
    expect(broken).toContainEqual(
      expect.objectContaining({ from, to: expect.stringContaining(to) }),
    );
  });
});
