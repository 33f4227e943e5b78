import { vi } from 'vitest';

/**
 * A browser with paint timing for a component test: paint entries appear,
 * and observers hear of them, when `paint` is called. Undone by
 * `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function withPaintTiming() {
  const entries: { name: string }[] = [];
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly notify: () => void) {}
    observe() {
      observers.push(this.notify);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.notify), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    () => entries as unknown as PerformanceEntryList,
  );
  return {
    paint(name = 'first-contentful-paint') {
      entries.push({ name });
      for (const notify of [...observers]) notify();
    },
  };
}
