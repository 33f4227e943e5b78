import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of a run, for `chromium.connect`. */
    browserEndpoint: string;
  }
}

/**
 * Launches one Chromium for the browser suites of a project and closes it
 * after them: each test file connects and opens contexts of its own, so
 * the files share a browser process, not pages or cookies.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
