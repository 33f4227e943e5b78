/**
 * No leads yet: an empty tray. Decorative: the text beside it says what is
 * missing. Its own module, so each screen's chunk carries only its picture.
 */
export function EmptyInboxIllustration() {
  return (
    <svg
      className="illustration empty-illustration"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="il-ground" cx="80" cy="108" rx="64" ry="8" />
      <path className="il-card" d="M24 60l18-40h76l18 40v40H24z" />
      <path className="il-line-light" d="M24 60h36a20 12 0 0 0 40 0h36" />
      <path className="il-line" d="M60 36h40" />
    </svg>
  );
}
