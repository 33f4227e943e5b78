import type { ApiRequestError } from './api-client';

/**
 * The server's message for a person: without the `field: ` it starts with
 * for API clients, since a form shows it beside that field. Apart from the
 * client, which every page loads, since only forms need it.
 */
export function reasonOf(error: ApiRequestError): string {
  const message = error.error?.message ?? '';
  const field = error.error?.field;
  return field && message.startsWith(`${field}: `)
    ? message.slice(field.length + 2)
    : message;
}
