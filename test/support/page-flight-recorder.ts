import type { BrowserContext, Page, Request } from 'playwright-core';

/** Requests listed after a failure: the API's and the pages'. */
const LISTED = new Set(['document', 'fetch', 'xhr']);
const KEPT = 12;

interface Exchange {
  readonly label: string;
  readonly started: number;
  outcome?: string;
}

interface Flight {
  readonly exchanges: Exchange[];
  /** Scripts and the like, listed only while unanswered. */
  readonly loading: Set<Exchange>;
  readonly problems: string[];
}

const keepLast = <T>(list: T[], item: T) => {
  list.push(item);
  if (list.length > KEPT) list.shift();
};

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.slice(0, 120);
}

/**
 * Records, for every page a browser suite opens, its requests and their
 * answers and the page's own errors, so a test that fails on a page can
 * say what that page asked and was answered: a wait that times out then
 * reads as "POST /api/compare no answer after 30 s", not only as a timeout.
 */
export class PageFlightRecorder {
  readonly #flights = new Map<Page, Flight>();

  watchContext(context: BrowserContext): BrowserContext {
    context.on('page', (page) => this.watch(page));
    return context;
  }

  watch(page: Page): Page {
    const flight: Flight = { exchanges: [], loading: new Set(), problems: [] };
    const open = new Map<Request, Exchange>();
    this.#flights.set(page, flight);
    page.on('close', () => this.#flights.delete(page));
    page.on('request', (request) => {
      const exchange = {
        label: `${request.method()} ${pathOf(request.url())}`,
        started: Date.now(),
      };
      open.set(request, exchange);
      if (LISTED.has(request.resourceType()))
        keepLast(flight.exchanges, exchange);
      else flight.loading.add(exchange);
    });
    const settle = (request: Request, outcome: string) => {
      const exchange = open.get(request);
      if (!exchange) return;
      open.delete(request);
      flight.loading.delete(exchange);
      exchange.outcome = `${outcome} in ${Date.now() - exchange.started} ms`;
      if (!outcome.startsWith('failed')) return;
      keepLast(flight.problems, `${exchange.label} ${exchange.outcome}`);
    };
    page.on(
      'requestfinished',
      (request) =>
        void request
          .response()
          .then((response) => settle(request, String(response?.status())))
          .catch(() => settle(request, 'answered')),
    );
    page.on('requestfailed', (request) =>
      settle(request, `failed (${request.failure()?.errorText})`),
    );
    page.on('pageerror', (error) =>
      keepLast(flight.problems, `page error: ${error.message}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error')
        keepLast(flight.problems, `console error: ${message.text()}`);
    });
    return page;
  }

  /** Pages opened from now on, for `closeOpenedSince`. */
  mark(): ReadonlySet<Page> {
    return new Set(this.#flights.keys());
  }

  /** Closes the pages opened since `mark` that are still open. */
  async closeOpenedSince(mark: ReadonlySet<Page>): Promise<void> {
    const opened = [...this.#flights.keys()].filter((page) => !mark.has(page));
    await Promise.all(opened.map((page) => page.close().catch(() => {})));
  }

  /** What each page still open shows, asked and was answered. */
  async report(): Promise<string> {
    const now = Date.now();
    const pages = await Promise.all(
      [...this.#flights].map(async ([page, flight]) => {
        const shown = await page
          .locator('main')
          .first()
          .innerText({ timeout: 2_000 })
          .then((text) => text.replace(/\s+/g, ' ').slice(0, 400))
          .catch(() => '(no main region)');
        const exchanges = [...flight.exchanges, ...flight.loading].map(
          ({ label, started, outcome }) =>
            `    ${label} ${outcome ?? `no answer after ${now - started} ms`}`,
        );
        return [
          `  page ${page.url()}`,
          `    shows: ${shown}`,
          ...exchanges,
          ...flight.problems.map((problem) => `    ${problem}`),
        ].join('\n');
      }),
    );
    return pages.length ? pages.join('\n') : '  (no page open)';
  }
}
