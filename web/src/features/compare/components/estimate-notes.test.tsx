import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EstimateNotes } from './estimate-notes';

describe('EstimateNotes', () => {
  it('shows the confidence and each diagnostic sentence', () => {
    const html = renderToStaticMarkup(
      <EstimateNotes
        confidence="approximate"
        diagnostics={['Demand charges are priced all the same.']}
      />,
    );
    expect(html).toContain('Approximate: part of this tariff');
    expect(html).toContain('<li>Demand charges are priced all the same.</li>');
  });

  it('shows no list when there is nothing to say', () => {
    const html = renderToStaticMarkup(
      <EstimateNotes confidence="exact" diagnostics={[]} />,
    );
    expect(html).toContain('Exact: a year of your meter data');
    expect(html).not.toContain('<ul>');
  });
});
