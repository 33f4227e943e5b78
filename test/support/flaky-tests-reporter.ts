import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after a run, every test that passed only on a second try and
 * why its first try failed, so a retried browser journey is reported, not
 * hidden (docs/architecture.md, "Test tiers").
 */
export default class FlakyTestsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const flaky = modules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => {
          const [first] = test.result().errors ?? [];
          return `- ${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}\n  first try: ${first?.message ?? '(no error kept)'}`;
        }),
    );
    if (!flaky.length) return;
    console.log(
      `\n${flaky.length} test(s) passed only on a second try:\n${flaky.join('\n')}\n`,
    );
  }
}
