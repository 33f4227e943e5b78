/**
 * The suite's two tiers (docs/architecture.md, "Test tiers"): `npm test`
 * runs every project of `test` and stays within ten minutes on two cores;
 * `npm run test:full` runs the projects of `full`. Every test file belongs
 * to one project, and every project to one tier
 * (test/architecture/test-tiers.test.ts).
 */
export const TIERS = {
  test: [
    'unit',
    'unit-isolated',
    'component',
    'component-isolated',
    'infra',
    'integration',
  ],
  full: ['journeys', 'integration-slow', 'national', 'faults'],
} as const;

export type Tier = keyof typeof TIERS;

/**
 * The browser journeys `npm test` runs against its one local stack: the
 * paths most visitors and staff take (compare, a plan, switch, call back,
 * the admin leads). Every other journey (the home page's among them, to keep
 * `npm test` within ten minutes) and the visual baselines run in the
 * `journeys` project of `npm run test:full`.
 */
export const CORE_JOURNEYS = [
  'test/browser/compare-journey.test.ts',
  'test/browser/switch.test.ts',
  'test/browser/callback-journey.test.ts',
  'test/browser/plan-page.test.ts',
  'test/browser/admin-journey.test.ts',
];

/**
 * HTTP and flow suites that take longest against the local stack (lists
 * at scale, SES faults, rate limits under load, a whole pre-render): run by
 * `npm run test:full` in the `integration-slow` project, set up as the
 * `integration` project is, to keep `npm test` within ten minutes.
 */
export const SLOW_SERVER_SUITES = [
  'test/api/admin-lists-at-scale.test.ts',
  'test/reliability/ses-faults.test.ts',
  'test/reliability/rate-limit.test.ts',
  'test/flows/site-rename-build.test.ts',
];
