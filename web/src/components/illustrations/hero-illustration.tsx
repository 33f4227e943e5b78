/**
 * A home under the sun with a falling bill beside it: drawn here as a few
 * shapes, so the hero has its picture without a request or a raster.
 * Decorative: the heading beside it says everything.
 */
export function HeroIllustration() {
  return (
    <svg
      className="illustration hero-illustration"
      viewBox="0 0 320 240"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="il-ground" cx="160" cy="214" rx="150" ry="18" />
      <circle className="il-sun" cx="262" cy="48" r="26" />
      <path
        className="il-line"
        d="M262 6v10M262 80v10M220 48h10M294 48h10M232 18l7 7M285 71l7 7M232 78l7-7M285 25l7-7"
      />
      <path className="il-wall" d="M46 118h112v92H46z" />
      <path className="il-roof" d="M34 122l68-62 68 62z" />
      <path className="il-panel" d="M66 104l36-33 36 33z" />
      <path className="il-line-light" d="M84 88h36M75 96h54M102 71v33" />
      <path className="il-door" d="M88 162h28v48H88z" />
      <path className="il-window" d="M60 136h20v20H60zM124 136h20v20h-20z" />
      <rect
        className="il-card"
        x="184"
        y="104"
        width="110"
        height="106"
        rx="10"
      />
      <path className="il-bar" d="M202 142h16v52h-16z" />
      <path className="il-bar" d="M228 156h16v38h-16z" />
      <path className="il-bar-best" d="M254 172h16v22h-16z" />
      <path className="il-line" d="M200 124h56" />
      <circle className="il-badge" cx="286" cy="110" r="16" />
      <path className="il-tick" d="M278 110l6 6 10-12" />
      <path className="il-bolt" d="M148 24l-16 28h12l-8 24 20-32h-12l8-20z" />
    </svg>
  );
}
