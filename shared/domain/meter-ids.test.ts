import { describe, expect, it } from 'vitest';
import { meterIdChecksum, mirnProblem, nmiProblem } from './meter-ids.ts';

describe('meterIdChecksum', () => {
  // Worked examples from AEMO's NMI procedure.
  it.each([
    ['2001985732', 8],
    ['2001985733', 6],
    ['QAAAVZZZZZ', 3],
    ['QCDWW00010', 2],
    ['SMVEW00085', 8],
    ['VAAA000065', 7],
    ['VAAA000066', 5],
    ['VKTS786150', 2],
  ])('gives %s the check digit %i', (nmi, digit) => {
    expect(meterIdChecksum(nmi)).toBe(digit);
  });
});

describe('nmiProblem', () => {
  it('accepts a 10 character NMI and one with its right check digit', () => {
    expect(nmiProblem('2001985732')).toBeUndefined();
    expect(nmiProblem('20019857328')).toBeUndefined();
    expect(nmiProblem('qaaa vzzzzz')).toBeUndefined();
  });

  it('refuses a wrong check digit, a wrong length and the letters O and I', () => {
    expect(nmiProblem('20019857321')).toMatch(/does not look right/);
    expect(nmiProblem('12345')).toMatch(/10 letters or numbers/);
    expect(nmiProblem('QAAAOZZZZZ')).toMatch(/10 letters or numbers/);
    expect(nmiProblem('QAAAIZZZZZ')).toMatch(/10 letters or numbers/);
  });
});

describe('mirnProblem', () => {
  it('accepts 10 digits, and 11 with the right check digit', () => {
    expect(mirnProblem('5330123456')).toBeUndefined();
    const digit = meterIdChecksum('5330123456');
    expect(mirnProblem(`5330123456${digit}`)).toBeUndefined();
  });

  it('refuses letters, a wrong length and a wrong check digit', () => {
    expect(mirnProblem('53301234AB')).toMatch(/10 digit number/);
    expect(mirnProblem('533012')).toMatch(/10 digit number/);
    const wrong = (meterIdChecksum('5330123456') + 1) % 10;
    expect(mirnProblem(`5330123456${wrong}`)).toMatch(/does not look right/);
  });
});
