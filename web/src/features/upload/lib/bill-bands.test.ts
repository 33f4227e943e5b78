import { describe, expect, it } from 'vitest';
import { extractBillBands } from './bill-bands';

const flat = (lines: string[]) => lines.join(' ');

describe('extractBillBands', () => {
  it('reads peak, shoulder, off-peak, controlled load and feed-in from a time-of-use bill', () => {
    // Arrange
    const text = flat([
      'Your usage this period',
      'Peak usage 512.3 kWh at 45.10 c/kWh $231.05',
      'Shoulder usage 401.2 kWh at 30.25 c/kWh $121.36',
      'Off-peak usage 655.9 kWh at 18.70 c/kWh $122.65',
      'Controlled load 1 usage 310.2 kWh at 16.50 c/kWh $51.18',
      'Solar feed-in 402.7 kWh at 5.00 c/kWh -$20.14',
      'Average daily usage 17.4 kWh/day',
    ]);
    // Act / Assert
    expect(extractBillBands(text)).toEqual({
      peakKwh: 512.3,
      shoulderKwh: 401.2,
      offPeakKwh: 655.9,
      controlledLoadKwh: 310.2,
      exportKwh: 402.7,
    });
  });

  it('reads one rate as general use, under its usual names', () => {
    expect(extractBillBands('General usage 1,234 kWh at 27.50 c/kWh')).toEqual({
      generalKwh: 1234,
    });
    expect(extractBillBands('Anytime usage 980 kWh x $0.3012')).toEqual({
      generalKwh: 980,
    });
    expect(extractBillBands('Tariff 11 - 1,102.5 kWh @ 29.1c')).toEqual({
      generalKwh: 1102.5,
    });
    // A bill whose only band is "peak" prices one rate.
    expect(extractBillBands('Peak 1,425.9 kWh at 31.02 c/kWh')).toEqual({
      generalKwh: 1425.9,
    });
  });

  it('adds controlled-load circuits once each, however often the bill repeats them', () => {
    // Arrange
    const text = flat([
      'Summary: Controlled load 1 300 kWh, Controlled load 2 120 kWh',
      'Charges: Controlled load 1 300 kWh at 15.2 c/kWh',
      'Controlled load 2 120 kWh at 18.9 c/kWh',
    ]);
    // Act / Assert
    expect(extractBillBands(text)).toEqual({ controlledLoadKwh: 420 });
    expect(
      extractBillBands('Tariff 31 210 kWh Tariff 33 95.5 kWh')
        .controlledLoadKwh,
    ).toBe(305.5);
    expect(extractBillBands('CL1 usage 88 kWh').controlledLoadKwh).toBe(88);
  });

  it('does not read a band from another band’s line, a rate or a daily average', () => {
    // Arrange: shoulder has no figure of its own here.
    const text = flat([
      'Shoulder Off-peak 300 kWh',
      'Peak rate 45.1 c/kWh',
      'Off-peak 1 95 kWh',
      'Feed-in tariff 210.4 kWh',
      'Export limit 5 kW',
    ]);
    // Act / Assert
    expect(extractBillBands(text)).toEqual({
      offPeakKwh: 300,
      exportKwh: 210.4,
    });
  });

  it('finds nothing in a bill that prints no band', () => {
    expect(extractBillBands('Total amount due $412.25')).toEqual({});
  });
});
