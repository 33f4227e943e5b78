import { describe, expect, it } from 'vitest';
import { bandAt, typicalBandWindows } from './bands.ts';

// Epoch day 0 (1970-01-01) was a Thursday; day 2 a Saturday.
const THURSDAY = 0;
const SATURDAY = 2;

describe('typicalBandWindows (docs/household.md, Bands)', () => {
  it('gives the ACT the Evoenergy windows on weekdays and weekends alike', () => {
    const act = typicalBandWindows('2600');
    expect(act.source).toBe('the typical Evoenergy windows');
    for (const day of [THURSDAY, SATURDAY]) {
      expect(bandAt(act, day, 14)).toBe('peak'); // 07:00
      expect(bandAt(act, day, 17)).toBe('peak'); // 08:30
      expect(bandAt(act, day, 18)).toBe('shoulder'); // 09:00
      expect(bandAt(act, day, 34)).toBe('peak'); // 17:00
      expect(bandAt(act, day, 42)).toBe('shoulder'); // 21:00
      expect(bandAt(act, day, 44)).toBe('offPeak'); // 22:00
      expect(bandAt(act, day, 0)).toBe('offPeak'); // midnight
      expect(bandAt(act, day, 13)).toBe('offPeak'); // 06:30
    }
  });

  it('starts the weekday peak at 3 pm in NSW and 4 pm in Queensland', () => {
    const nsw = typicalBandWindows('2000');
    const qld = typicalBandWindows('4000');
    expect(nsw.source).toBe('the typical NSW windows');
    expect(qld.source).toBe('the typical QLD windows');
    expect(bandAt(nsw, THURSDAY, 30)).toBe('peak'); // 15:00
    expect(bandAt(qld, THURSDAY, 30)).toBe('shoulder');
    expect(bandAt(qld, THURSDAY, 32)).toBe('peak'); // 16:00
    expect(bandAt(nsw, THURSDAY, 41)).toBe('peak'); // 20:30
    expect(bandAt(nsw, THURSDAY, 42)).toBe('shoulder'); // 21:00
  });

  it('has no peak on a weekend outside the ACT, only off-peak overnight', () => {
    const nsw = typicalBandWindows('2000');
    expect(nsw.days[6]).not.toContain('peak');
    expect(nsw.days[0]).not.toContain('peak');
    expect(bandAt(nsw, SATURDAY, 36)).toBe('shoulder');
    expect(bandAt(nsw, SATURDAY, 46)).toBe('offPeak');
  });

  it('falls back to generic windows for a postcode of no known state', () => {
    const unknown = typicalBandWindows('abcd');
    expect(unknown.source).toBe('the typical network windows');
    expect(bandAt(unknown, THURSDAY, 32)).toBe('peak');
  });

  it('treats a half-hour outside the day as shoulder', () => {
    expect(bandAt(typicalBandWindows('2000'), THURSDAY, 48)).toBe('shoulder');
  });
});
