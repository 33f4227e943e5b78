import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isVisual = (spec: TestSpecification) =>
  spec.moduleId.includes('/test/browser/visual/');

/**
 * Vitest's own order, except that the screenshot tests open their
 * project: they run while the shared local stack still holds only its
 * start-up catalogue, before other suites import plans of their own
 * (docs/architecture.md, Visual tests).
 */
export default class VisualFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const group = byProject.get(spec.project.name) ?? [];
      group.push(spec);
      byProject.set(spec.project.name, group);
    }
    return [...byProject.values()].flatMap((group) => [
      ...group.filter(isVisual),
      ...group.filter((spec) => !isVisual(spec)),
    ]);
  }
}
