import { formatDate } from '#shared/format/money-and-dates';

/** When a discount ends, in words: a date, or the end of its period. */
export const endsText = ({ endsOn }: { endsOn: string | null }) =>
  endsOn
    ? `ends ${formatDate(`${endsOn}T00:00:00`)}`
    : 'ends after its benefit period';
