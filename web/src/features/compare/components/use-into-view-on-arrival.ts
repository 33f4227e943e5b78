import { type RefObject, useEffect } from 'react';

/**
 * Brings the results, or why there are none, into view when they arrive
 * for a press: Compare Plans sits at the foot of a long form, so on a
 * phone they land below the screen, and on a desktop scrolled down they
 * land above it. Focus stays where the visitor left it; the results
 * heading and the failure announce themselves.
 */
export function useIntoViewOnArrival(
  ref: RefObject<HTMLElement | null>,
  enabled = true,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const { top } = element.getBoundingClientRect();
    // The site header is sticky: the results start just below it.
    const header =
      document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 0;
    if (top >= header && top < window.innerHeight * 0.75) return;
    element.style.scrollMarginTop = `${header + 16}px`;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)');
    element.scrollIntoView({
      block: 'start',
      behavior: still.matches ? 'auto' : 'smooth',
    });
  }, [ref, enabled]);
}
