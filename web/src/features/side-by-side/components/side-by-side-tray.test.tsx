import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkContext } from '../link';
import { clearPicks, keepPicksFor, togglePick, usePicks } from '../picks';
import { TrayView } from './side-by-side-tray';

const context: LinkContext = {
  postcode: '2000',
  energyType: 'Electricity',
  customerType: 'Residential',
  network: '',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
  fromMeter: false,
};

const render = (picks: { id: string; name: string }[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <TrayView picks={picks} context={context} />
    </MemoryRouter>,
  );

/** The picks as the store holds them, read through its hook. */
function Picks() {
  return (
    <>
      {usePicks()
        .map((p) => p.id)
        .join(',')}
    </>
  );
}
const stored = () => renderToStaticMarkup(<Picks />);

afterEach(clearPicks);

describe('side-by-side tray', () => {
  it('shows nothing until a plan is picked', () => {
    expect(render([])).toBe('');
  });

  it('says how many are picked and asks for another before offering the view', () => {
    const html = render([{ id: 'A1', name: 'Saver' }]);
    expect(html).toContain('1 of 4 plans picked');
    expect(html).toContain('aria-label="Remove Saver"');
    expect(html).toContain('Pick another plan to compare');
    expect(html).not.toContain('Compare side by side');
  });

  it('links two or more picks to the side-by-side view with the comparison in the address', () => {
    const html = render([
      { id: 'A1@EME', name: 'Saver' },
      { id: 'B2@EME', name: 'Flex' },
    ]);
    expect(html).toContain('2 of 4 plans picked');
    const href = /href="([^"]+)"[^>]*>Compare side by side/.exec(html)?.[1];
    const url = new URL(href?.replaceAll('&amp;', '&') ?? '', 'http://x');
    expect(url.pathname).toBe('/compare/side-by-side');
    expect(url.searchParams.get('plans')).toBe('A1@EME,B2@EME');
    expect(url.searchParams.get('usage')).toBe('400');
    expect(url.searchParams.get('postcode')).toBe('2000');
  });

  it('renders its controls as native buttons and a link', () => {
    const html = render([
      { id: 'A1', name: 'Saver' },
      { id: 'B2', name: 'Flex' },
    ]);
    expect(html.match(/<button type="button"/g)).toHaveLength(3);
    expect(html).toMatch(/<a [^>]*href="\/compare\/side-by-side\?/);
  });
});

describe('picks', () => {
  it('toggles a plan in and out and never holds more than four', () => {
    for (const id of ['A', 'B', 'C', 'D', 'E']) togglePick({ id, name: id });
    expect(stored()).toBe('A,B,C,D');
    togglePick({ id: 'B', name: 'B' });
    togglePick({ id: 'E', name: 'E' });
    expect(stored()).toBe('A,C,D,E');
  });

  it('starts afresh in another market and keeps the picks in the same one', () => {
    keepPicksFor('2000|Electricity|Residential|');
    togglePick({ id: 'A', name: 'A' });
    keepPicksFor('2000|Electricity|Residential|');
    expect(stored()).toBe('A');
    keepPicksFor('3000|Electricity|Residential|');
    expect(stored()).toBe('');
  });
});
