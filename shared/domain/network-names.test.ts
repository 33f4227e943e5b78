import { describe, expect, it } from 'vitest';
import {
  canonicalNetwork,
  canonicalNetworkNames,
  spellingKey,
} from './network-names.ts';

describe('canonicalNetwork', () => {
  it.each([
    ['CitiPower', 'citipower', 'CitiPower'],
    ['Citipower', 'citipower', 'CitiPower'],
    ['CITI POWER', 'citipower', 'CitiPower'],
    ['Evoenergy', 'evoenergy', 'Evoenergy'],
    ['ActewAGL Distribution', 'evoenergy', 'Evoenergy'],
    ['Energex Limited', 'energex', 'Energex'],
    ['SAPN', 'sa-power-networks', 'SA Power Networks'],
    ['Sa Power Networks', 'sa-power-networks', 'SA Power Networks'],
    ['Endeavour', 'endeavour-energy', 'Endeavour Energy'],
    ['AusNet Services (electricity)', 'ausnet-services', 'AusNet Services'],
    ['Ergon', 'ergon-energy', 'Ergon Energy'],
  ])('reads %s as %s', (spelling, id, name) => {
    expect(canonicalNetwork(spelling)).toEqual({ id, name });
  });

  it('keeps networks that really differ apart', () => {
    const ids = [
      'Essential Energy Far West',
      'Essential Energy Standard',
      'Essential Energy',
      'AusNet Services (gas)',
      'AusNet Services (electricity)',
    ].map((n) => canonicalNetwork(n).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('joins spellings of an unknown network that differ only in form', () => {
    const a = canonicalNetwork('Northern  Grid Pty Ltd');
    const b = canonicalNetwork('northern-grid');
    expect(a.id).toBe(b.id);
    expect(a.name).toBe('Northern Grid Pty Ltd');
  });

  it('names an empty spelling unknown rather than failing', () => {
    expect(canonicalNetwork('  ').id).toBe('unknown');
  });
});

describe('spellingKey', () => {
  it('ignores case, spacing, punctuation and ampersands', () => {
    expect(spellingKey('Power & Water')).toBe(spellingKey('power and water'));
  });
});

describe('canonicalNetworkNames', () => {
  it('merges two spellings of one network', () => {
    expect(
      canonicalNetworkNames(['Citipower', 'CitiPower', 'Powercor']),
    ).toEqual(['CitiPower', 'Powercor']);
  });
});
