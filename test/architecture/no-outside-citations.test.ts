import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.ts';

/**
 * References a maintainer cannot follow from the repository: notes kept
 * outside it, and issue numbers. Comments cite docs/ instead, or say
 * their reason themselves.
 */
const OUTSIDE = [
  /DESIGN\.md/i,
  /house[ -]style/i,
  /spec\s*§/i,
  /\bissue #?\d+/i,
  /\.\.\/shared\//,
];

const THIS_FILE = 'test/architecture/no-outside-citations.test.ts';

const citations = sourceFiles(
  ['functions', 'shared', 'infra', 'web/src', 'test', 'docs'],
  ['.ts', '.tsx', '.md', '.css', '.cjs', '.mjs', '.java'],
)
  .filter(({ path }) => path !== THIS_FILE)
  .flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        OUTSIDE.some((pattern) => pattern.test(line))
          ? [`${path}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );

describe('comments and docs cite only what is in the repository', () => {
  it('has no reference to notes outside the repository or to an issue number', () => {
    expect(citations).toEqual([]);
  });
});
