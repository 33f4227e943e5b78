/**
 * What tells two leads apart as the same visitor (docs/product-rules.md,
 * One person, one thread): the comparison they came from, then their
 * e-mail, then their phone. Tried in that order.
 */
export interface PersonClues {
  readonly comparisonId?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
}

export type PersonKeyKind = 'comparison' | 'email' | 'phone';

export interface PersonKey {
  readonly kind: PersonKeyKind;
  readonly value: string;
}

/**
 * A phone as digits only, with +61 read as the leading 0 ("+61 400 111 222"
 * and "0400 111 222" are one number); '' when there are too few digits to
 * be a number (the compare page's "Not provided").
 */
export function normalPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const local =
    digits.startsWith('61') && digits.length === 11
      ? `0${digits.slice(2)}`
      : digits;
  return local.length >= 8 ? local : '';
}

/** A lower-cased e-mail; '' when it is not one. */
export function normalEmail(email: string | null | undefined): string {
  const lower = (email ?? '').trim().toLowerCase();
  return lower.includes('@') ? lower : '';
}

/** The keys a lead can be matched on, strongest first. */
export function personKeys(clues: PersonClues): PersonKey[] {
  const candidates: PersonKey[] = [
    { kind: 'comparison', value: (clues.comparisonId ?? '').trim() },
    { kind: 'email', value: normalEmail(clues.email) },
    { kind: 'phone', value: normalPhone(clues.phone) },
  ];
  return candidates.filter((key) => key.value !== '');
}
