/**
 * No plans to show: a magnifier over an empty sheet. Decorative: the text
 * beside it says what is missing.
 */
export function NoResultsIllustration() {
  return (
    <svg
      className="illustration empty-illustration"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="il-ground" cx="80" cy="108" rx="64" ry="8" />
      <rect className="il-card" x="30" y="14" width="72" height="88" rx="8" />
      <path className="il-line-light" d="M44 34h44M44 48h32M44 62h40" />
      <circle className="il-lens" cx="100" cy="66" r="22" />
      <path className="il-handle" d="M116 82l18 18" />
    </svg>
  );
}
