import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlanMeta } from './use-plan-meta';

afterEach(cleanup);

function Page({ title }: { title: string }) {
  usePlanMeta(title, `About ${title}`);
  return null;
}

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('usePlanMeta', () => {
  it('keeps the share tags in step when the page names the plan after loading it', () => {
    document.head.innerHTML =
      '<meta name="description" content=""><meta property="og:title" content="Loading"><meta property="og:description" content="">';
    const { rerender } = render(<Page title="Energy plan" />);
    rerender(<Page title="Value Saver by AGL" />);
    expect(document.title).toMatch(/^Value Saver by AGL \| /);
    expect(content('meta[property="og:title"]')).toBe(document.title);
    expect(content('meta[property="og:description"]')).toBe(
      'About Value Saver by AGL',
    );
    expect(content('meta[name="description"]')).toBe(
      'About Value Saver by AGL',
    );
  });
});
