import { z } from 'zod';
import {
  type ReferencePrice,
  referencePriceProblems,
  referencePricesSchema,
} from './reference-prices.ts';

/** The shipped file: when it was last checked, and its figures. */
export const referencePriceFileSchema = z.object({
  updated: z.iso.date(),
  about: z.string().optional(),
  prices: z.array(z.unknown()),
});

/** The line (from 1) each entry of the `prices` list opens on. */
function entryLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      // The file is one object whose `prices` list holds the entries.
      if (c === '{' && depth === 2) lines.push(line);
      depth++;
    } else if (c === '}' || c === ']') depth--;
  }
  return lines;
}

/**
 * Every problem of the reference-price file's text, each naming its line,
 * e.g. `line 14 (entry 1 (Ausgrid 2025-26) source: source is required)`.
 */
export function referencePriceFileProblems(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return [`not JSON: ${error instanceof Error ? error.message : error}`];
  }
  const file = referencePriceFileSchema.safeParse(json);
  if (!file.success)
    return file.error.issues.map(
      (issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`,
    );
  const lines = entryLines(text);
  return referencePriceProblems(file.data.prices).map((problem) => {
    const entry = Number(/^entry (\d+)/.exec(problem)?.[1]);
    const at = lines[entry - 1];
    return at ? `line ${at}: ${problem}` : problem;
  });
}

/** The figures of a parsed file, or an error naming each problem entry. */
export function referencePricesOfFile(
  file: unknown,
  name: string,
): ReferencePrice[] {
  const parsed = referencePriceFileSchema.safeParse(file);
  const problems = parsed.success
    ? referencePriceProblems(parsed.data.prices)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (problems.length || !parsed.success)
    throw new Error(
      `${name} is refused (docs/settings.md, Reference prices):\n  ${problems.join('\n  ')}`,
    );
  return referencePricesSchema.parse(parsed.data.prices);
}
