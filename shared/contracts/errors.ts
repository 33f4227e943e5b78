import { z } from 'zod';

/** Machine-readable error codes of the one API error shape. */
export const errorCodes = [
  'VALIDATION',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_MISMATCH',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** `{ "error": { "code", "field"?, "message" } }`, returned by every 4xx/5xx. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    field: z.string().optional(),
    message: z.string(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** Largest request body the API accepts, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
