import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { referencePriceFileProblems } from '#shared/contracts/reference-price-file';
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
