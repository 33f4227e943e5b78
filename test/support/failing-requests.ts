import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';

/** Answers a request with a server error. */
export const fail = (route: Route) =>
  route.fulfill({ status: 500, body: '{}' });

/** A failure must be shown and announced: in an alert or a status region. */
export const announced = (page: Page, role: 'alert' | 'status', text: string) =>
  expect
    .poll(() =>
      page.getByRole(role).filter({ hasText: text }).first().isVisible(),
    )
    .toBe(true);
