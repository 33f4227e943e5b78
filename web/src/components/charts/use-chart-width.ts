import { useLayoutEffect, useRef, useState } from 'react';

/** The width drawn before the chart is measured (server render, no layout). */
export const UNMEASURED_WIDTH = 640;

/**
 * The chart's width on screen in CSS pixels. Drawing the viewBox at this
 * width keeps one unit one pixel, so axis text keeps the size the
 * stylesheet gives it on a phone and on a desktop alike.
 */
export function useChartWidth<E extends Element>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(UNMEASURED_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
