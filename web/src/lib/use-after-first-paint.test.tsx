import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

type PaintEntry = { name: string };

/** A browser with paint timing: entries appear when `paint` is called. */
function withPaintTiming() {
  const entries: PaintEntry[] = [];
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
    paint(name: string) {
      entries.push({ name });
      for (const notify of [...observers]) notify();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAfterFirstPaint', () => {
  it('stays false through a first paint with no content, and turns true at the first contentful paint', () => {
    const browser = withPaintTiming();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => browser.paint('first-paint'));
    expect(result.current).toBe(false);
    act(() => browser.paint('first-contentful-paint'));
    expect(result.current).toBe(true);
  });

  it('is true at once when the page has already painted its content', () => {
    const browser = withPaintTiming();
    browser.paint('first-contentful-paint');
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(true);
  });

  it('is true at once in a hidden tab, which paints nothing', () => {
    withPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(true);
  });
});
