import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The table's own scrolling box. Its header row sticks to the box's top;
 * when the page has scrolled that top under the sticky site header, the
 * row sits lower by as much (`--names-top`), so the plan names are seen.
 */
export function SideBySideScroller({ children }: { children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const place = () => {
      const header = document.querySelector('.site-header');
      const covered =
        (header?.getBoundingClientRect().bottom ?? 0) -
        element.getBoundingClientRect().top;
      element.style.setProperty('--names-top', `${Math.max(0, covered)}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, []);
  return (
    <section
      ref={box}
      className="side-by-side-scroll"
      aria-label="Plans side by side (scrolls sideways)"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
    >
      {children}
    </section>
  );
}
