import { vi } from 'vitest';

interface Answer {
  readonly status: number;
  readonly body?: unknown;
}
type Route = (body: unknown, url: URL) => Answer | Promise<Answer>;

/** A JSON answer, as the API sends one. */
export const reply = (status: number, body?: unknown): Answer => ({
  status,
  body,
});

/** An answer that never comes, to hold a form in its sending state. */
export const pending = (): Promise<Answer> => new Promise(() => undefined);

/**
 * Stubs `fetch` with the given routes ("POST /callbacks"), so the web API
 * client runs unchanged; any other request gets a 404, which the site
 * settings hook turns into its defaults. Returns the mock, to inspect calls.
 */
export function fakeApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const answer = route ? await route(body, url) : reply(404);
    return new Response(
      answer.body === undefined ? null : JSON.stringify(answer.body),
      {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies sent to one route. */
export function sentTo(
  fetchMock: ReturnType<typeof fakeApi>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(input, 'http://localhost').pathname === `/api${path}`,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}
