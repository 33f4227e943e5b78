import { z } from 'zod';

/**
 * A page the visitor asked for that does not exist. Only the path is
 * sent: no query string, no fragment, nothing personal (strict: any
 * other field is refused).
 */
export const clientEventSchema = z.strictObject({
  type: z.literal('not_found'),
  path: z
    .string()
    .trim()
    .min(1)
    .max(300, 'path has at most 300 characters')
    .regex(/^\/[^?#\s]*$/, 'path must start with / and carry no query'),
});

export type ClientEvent = z.infer<typeof clientEventSchema>;
