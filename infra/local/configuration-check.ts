import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findNodeAtLocation, type Node, parseTree } from 'jsonc-parser';
import { referencePriceFileProblems } from '#shared/contracts/reference-price-file';
import { whatIfCostsProblems } from '#shared/contracts/what-if-costs';
import {
  configurationProblems,
  type DeclaredFunction,
} from '../config/handler-configuration.ts';

/**
 * Throws, naming each function and variable, when the environment cannot
 * serve every function: a stack that started anyway would park each event
 * of those consumers instead.
 */
export function refuseMissingConfiguration(
  functions: readonly DeclaredFunction[],
  env: Record<string, string | undefined> = process.env,
): void {
  const problems = configurationProblems(functions, env);
  if (problems.length)
    throw new Error(
      `The local stack cannot start: ${problems.length} function(s) lack configuration:\n  ${problems.join('\n  ')}`,
    );
}

/** The shipped reference prices (docs/settings.md, Reference prices). */
export const REFERENCE_PRICE_FILE = fileURLToPath(
  new URL('../../data/reference-prices.json', import.meta.url),
);

/**
 * Throws, naming each wrong entry's line, when the reference-price file
 * has an entry without a source, two figures for one zone, customer type
 * and year, or a negative price: savings would be measured against it.
 */
export function refuseInvalidReferencePrices(
  path: string = REFERENCE_PRICE_FILE,
): void {
  const problems = referencePriceFileProblems(readFileSync(path, 'utf8'));
  if (problems.length)
    throw new Error(
      `The local stack cannot start: ${path} is refused:\n  ${problems.join('\n  ')}`,
    );
}

/** The shipped what-if costs (docs/what-if.md, Money). */
export const WHAT_IF_COSTS_FILE = fileURLToPath(
  new URL('../../data/what-if-costs.json', import.meta.url),
);

/** Each problem of a JSON file's value, prefixed with the line (from 1) of the field it names. */
export function problemsWithLines(
  text: string,
  problems: (
    value: unknown,
  ) => { path: (string | number)[]; message: string }[],
): string[] {
  const tree = parseTree(text);
  if (!tree) return ['not JSON'];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`not JSON: ${error instanceof Error ? error.message : error}`];
  }
  return problems(value).map(({ path, message }) => {
    // The deepest part of the path that is in the file: a missing field
    // is reported on the line of the object that lacks it.
    let node: Node | undefined;
    for (let n = path.length; n >= 0 && !node; n--)
      node = findNodeAtLocation(tree, path.slice(0, n));
    const line = node ? text.slice(0, node.offset).split('\n').length : 1;
    return `line ${line}: ${path.join('.') || 'file'}: ${message}`;
  });
}

/**
 * Throws, naming each wrong field and its line, when the what-if cost file
 * has a figure without a source, a negative price or overlapping rebate
 * steps: the what-if's upfront costs and payback would be worked from it.
 */
export function refuseInvalidWhatIfCosts(
  path: string = WHAT_IF_COSTS_FILE,
): void {
  const problems = problemsWithLines(
    readFileSync(path, 'utf8'),
    whatIfCostsProblems,
  );
  if (problems.length)
    throw new Error(
      `The local stack cannot start: ${path} is refused:\n  ${problems.join('\n  ')}`,
    );
}
