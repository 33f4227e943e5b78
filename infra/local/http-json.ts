import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ZodType, z } from 'zod';

/** Reads a small JSON request body (the local stand-ins' requests). */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  contentType = 'application/json',
): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(JSON.stringify(value));
}

/**
 * Reads a JSON request body and checks it against `schema`. Answers 400
 * with the schema's message (unreadable JSON included) and returns
 * `undefined`, so a dev route only handles a valid body.
 */
export async function readValidJson<T>(
  request: IncomingMessage,
  response: ServerResponse,
  schema: ZodType<T>,
): Promise<T | undefined> {
  const parsed = schema.safeParse(await readJson(request).catch(() => null));
  if (parsed.success) return parsed.data;
  sendJson(response, 400, { message: z.prettifyError(parsed.error) });
  return undefined;
}
