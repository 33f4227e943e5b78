import { describe, expect, it } from 'vitest';
import { type MergeableInquiry, mergeInquiry } from './inquiry-merge.ts';

/** The home start popup's answers: a phone, no figures, scored 45. */
const startForm: MergeableInquiry = {
  name: 'Alex',
  email: '',
  phone: '0400 111 222',
  postcode: '2000',
  currentProvider: 'AGL',
  monthlyUsage: null,
  monthlyBill: null,
  notes: 'Solar: yes; Gas: no; Customer type: Residential',
  estimatedSavings: null,
  leadQualityScore: 45,
};

/** The Compare Plans inquiry of the same visitor. */
const compared: MergeableInquiry = {
  name: 'Alex',
  email: '',
  phone: '0400 111 222',
  postcode: '2000',
  currentProvider: 'AGL',
  monthlyUsage: 450,
  monthlyBill: null,
  notes: 'Residential customer',
  estimatedSavings: 320,
  leadQualityScore: 75,
};

describe('mergeInquiry', () => {
  it('adds the comparison figures to the start answers and keeps the higher score', () => {
    expect(mergeInquiry(startForm, compared)).toEqual({
      monthlyUsage: [null, 450],
      estimatedSavings: [null, 320],
      notes: [startForm.notes, `${startForm.notes}; Residential customer`],
      leadQualityScore: [45, 75],
    });
  });

  it('never overwrites what the visitor gave first', () => {
    const anonymous = {
      ...compared,
      name: 'Anonymous',
      phone: 'Not provided',
      postcode: '3000',
      monthlyUsage: 900,
      leadQualityScore: 40,
    };
    const changes = mergeInquiry(
      { ...startForm, monthlyUsage: 300, leadQualityScore: 65 },
      anonymous,
    );
    expect(changes).not.toHaveProperty('name');
    expect(changes).not.toHaveProperty('phone');
    expect(changes).not.toHaveProperty('postcode');
    expect(changes).not.toHaveProperty('monthlyUsage');
    // Kept usage and phone, the comparison's $320 saving: 20+20+25+10.
    expect(changes.leadQualityScore).toEqual([65, 75]);
  });

  it('fills blanks and placeholders from the later lead', () => {
    const changes = mergeInquiry(
      {
        ...compared,
        name: 'Anonymous',
        phone: 'Not provided',
        email: '',
        leadQualityScore: 40,
      },
      { ...startForm, email: 'alex@example.com', monthlyBill: 150 },
    );
    expect(changes).toMatchObject({
      name: ['Anonymous', 'Alex'],
      phone: ['Not provided', '0400 111 222'],
      email: ['', 'alex@example.com'],
      monthlyBill: [null, 150],
    });
  });

  it('changes nothing when the later lead adds nothing', () => {
    expect(mergeInquiry(startForm, startForm)).toEqual({});
    expect(mergeInquiry(startForm, { ...startForm, notes: '' })).toEqual({});
  });

  it('starts the notes when there were none', () => {
    expect(mergeInquiry({ ...startForm, notes: '' }, startForm).notes).toEqual([
      '',
      startForm.notes,
    ]);
  });
});
