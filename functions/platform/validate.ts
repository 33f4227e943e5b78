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
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message ?? 'Invalid request';
  throw new ValidationError(
    field && !message.includes(field) ? `${field}: ${message}` : message,
    field,
  );
}
