/** The tokens of web/src/styles/tokens.css the style page shows. */
export const colourTokens = [
  ['--color-brand', '--color-on-brand'],
  ['--color-brand-strong', '--color-on-brand'],
  ['--color-brand-tint', '--color-brand-ink'],
  ['--color-surface', '--color-text'],
  ['--color-page', '--color-text-muted'],
  ['--color-success-bg', '--color-success-ink'],
  ['--color-warning-bg', '--color-warning-ink'],
  ['--color-info-bg', '--color-info-ink'],
  ['--color-error-bg', '--color-error'],
  ['--color-footer-bg', '--color-footer-text'],
] as const;

export const typeScale = [
  '--text-xs',
  '--text-sm',
  '--text-md',
  '--text-lg',
  '--text-xl',
  '--text-2xl',
  '--text-3xl',
] as const;

export const spaceScale = [1, 2, 3, 4, 5, 6, 7] as const;
export const radii = ['--radius-sm', '--radius-md', '--radius-lg'] as const;
export const shadows = ['--shadow-1', '--shadow-2', '--shadow-3'] as const;
export const sampleRetailers = [
  'AGL',
  'Origin Energy',
  'Red Energy',
  'Energy Australia',
  'Alinta Energy',
  'Blue Ocean Power',
  'Powershop',
  'Sumo',
] as const;
