import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { PageFlightRecorder } from './page-flight-recorder.ts';
import { randomViewerAddress } from './viewer-address.ts';

/**
 * The run's one Chromium (test/support/global-browser.ts), connected to
 * before a file's tests and let go after them; each page or context the
 * file opens is its own. A test that fails adds to its error what its open
 * pages show, asked and were answered (test/support/page-flight-recorder.ts).
 * Returns a getter, since the browser exists only once `beforeAll` ran.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  const recorder = new PageFlightRecorder();
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  let beforeTest: ReadonlySet<Page> = new Set();
  beforeEach(() => {
    beforeTest = recorder.mark();
  });
  afterEach(async ({ task }) => {
    const error = task.result?.errors?.at(-1);
    if (task.result?.state !== 'fail' || !error) return;
    // Added to the failure itself, so the summary and a flaky-test report
    // (test/support/flaky-tests-reporter.ts) print it with the error.
    error.message += `\n\nWhat the open pages show:\n${await recorder.report()}`;
    // A retry starts from fresh pages, as the first try did.
    await recorder.closeOpenedSince(beforeTest);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll');
    return asNewVisitors(browser, recorder);
  };
}

type Options = Parameters<Browser['newContext']>[0];

/**
 * Each page or context opened is a visitor of its own (a random
 * CloudFront-Viewer-Address, as the test stack trusts), so the suites'
 * many comparisons and forms never meet the per-visitor limit of ten a
 * minute that one real visitor would. A page that passes its own header
 * keeps it.
 */
function asNewVisitors(
  browser: Browser,
  recorder: PageFlightRecorder,
): Browser {
  const withVisitor = (options: Options = {}): Options => ({
    ...options,
    extraHTTPHeaders: {
      'cloudfront-viewer-address': randomViewerAddress(),
      ...options.extraHTTPHeaders,
    },
  });
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newPage')
        return async (options?: Options) =>
          recorder.watch(await target.newPage(withVisitor(options)));
      if (property === 'newContext')
        return async (options?: Options) =>
          recorder.watchContext(await target.newContext(withVisitor(options)));
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Opens `path` of the test stack with JavaScript off, so the page holds
 * only the pre-rendered HTML. `close` ends the page's own context.
 */
export async function openWithoutScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${inject('stackUrl')}${path}`);
  return { page, response, close: () => context.close() };
}
