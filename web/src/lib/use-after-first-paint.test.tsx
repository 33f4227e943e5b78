import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPaintTiming } from '@/test-support/paint-timing';
import { useAfterFirstPaint } from './use-after-first-paint';

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
