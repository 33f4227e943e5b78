import { type LaunchedChrome, launch } from 'chrome-launcher';
// Debian's Chromium; the bench never downloads a browser.
import { CHROMIUM_PATH } from '../../support/chromium.ts';

/**
 * Headless Chromium for Lighthouse. Every host name resolves to nothing, so
 * the page and Chrome itself can only reach 127.0.0.1 (the local stack).
 */
export function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    // The bench stops Chrome and the stack itself on Ctrl-C.
    handleSIGINT: false,
    logLevel: 'silent',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}
