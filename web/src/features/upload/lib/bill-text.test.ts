import { describe, expect, it } from 'vitest';
import { extractBillFacts } from './bill-text';

describe('extractBillFacts', () => {
  it('reads amount, period and kWh from typical bill wording', () => {
    // Arrange
    const text = [
      'Sunny Power Electricity bill Tax invoice',
      'Billing period 1 Jan 2026 to 31 Mar 2026 (90 days)',
      'Total usage 1,234 kWh',
      'General usage 1,234 kWh at 30.25 c/kWh $373.29',
      'Supply charge 90 days x $1.10 $99.00',
      'Total amount due $412.50',
      'Due date 15 Apr 2026',
    ].join('\n');
    // Act
    const facts = extractBillFacts(text);
    // Assert
    expect(facts).toEqual({
      amountDollars: 412.5,
      days: 90,
      period: { from: '2026-01-01', to: '2026-03-31', days: 90 },
      kwh: 1234,
      bands: { generalKwh: 1234 },
    });
  });

  it.each([
    ['Amount due: $1,023.40', 1023.4],
    ['Total amount payable by 14 May 2026 $88.10', 88.1],
    ['Please pay $301.95 by 2 June', 301.95],
    ['Total due 245.00', 245],
    ['Previous amount due $999.00 Amount due $123.45', 123.45],
    ['Total of this bill $77.70', 77.7],
  ])('reads the amount from %j', (text, amount) => {
    expect(extractBillFacts(text).amountDollars).toBe(amount);
  });

  it.each([
    ['Supply period: 01/01/2026 - 31/03/2026', 90],
    ['Billing period 1 January 2026 – 31 March 2026', 90],
    ['Billing period 15-Dec-25 to 14-Mar-26', 90],
    ['Period 1 Dec to 28 Feb 2026', 90],
    ['Days 90', 90],
    ['Number of days: 92', 92],
    ['Supply charge 91 days @ $1.05', 91],
    ['Billing period (93 days)', 93],
  ])('reads the days from %j', (text, days) => {
    expect(extractBillFacts(text).days).toBe(days);
  });

  it.each([
    ['Total electricity usage for this period 2,048.5 kWh', 2048.5],
    ['You used 640 kWh this quarter', 640],
    ['812 kWh used', 812],
    ['Usage 512 kWh', 512],
  ])('reads the kWh from %j', (text, kwh) => {
    expect(extractBillFacts(text).kwh).toBe(kwh);
  });

  it('leaves out what is not a total: rates, daily averages and time-of-use parts', () => {
    // Arrange
    const text = [
      'Peak usage 400 kWh at 45.1 c/kWh',
      'Off peak usage 834 kWh at 22.0 c/kWh',
      'Average daily usage 13.7 kWh',
      'Your usage was 12.1 kWh/day',
    ].join('\n');
    // Act
    const facts = extractBillFacts(text);
    // Assert
    expect(facts.kwh).toBeUndefined();
  });

  it('returns nothing for text with no figures, or a scan with no text', () => {
    expect(extractBillFacts('Thank you for being a customer')).toEqual({});
    expect(extractBillFacts('')).toEqual({});
  });

  it('prefers the range after "billing period" to other date ranges', () => {
    // Arrange
    const text =
      'Offer valid 1 Jul 2025 to 30 Jun 2026. Billing period 1 Feb 2026 to 30 Apr 2026';
    // Act
    const facts = extractBillFacts(text);
    // Assert
    expect(facts.period).toEqual({
      from: '2026-02-01',
      to: '2026-04-30',
      days: 89,
    });
  });

  it('ignores date ranges that are not 1-366 days or do not exist', () => {
    expect(extractBillFacts('Period 31 Feb 2026 to 31 Mar 2026').days).toBe(
      undefined,
    );
    expect(extractBillFacts('Period 1 Jan 2024 to 31 Mar 2026').days).toBe(
      undefined,
    );
  });
});
