import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * Parses input with a zod schema; the first failing issue becomes a
 * ValidationError that names the field.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // An unknown key is reported on its parent; name the key itself.
  const unknownKey =
    issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const field =
    [...(issue?.path ?? []), ...(unknownKey ? [unknownKey] : [])].join('.') ||
    undefined;
  const message = issue?.message ?? 'Invalid request';
  throw new ValidationError(
    field && !message.includes(field) ? `${field}: ${message}` : message,
    field,
  );
}
