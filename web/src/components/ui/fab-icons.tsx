/** Inline, so the floating buttons need no icon download or font. */
const svg = {
  focusable: false,
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function PhoneIcon() {
  return (
    <svg aria-hidden="true" {...svg}>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2" />
    </svg>
  );
}

export function CalculatorIcon() {
  return (
    <svg aria-hidden="true" {...svg}>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M8 6h8M8 11h8M8 15h3M13 15h3M8 18h3M13 18h3" />
    </svg>
  );
}
