import { retailerMark } from '@/lib/retailer-mark';

interface RetailerMarkProps {
  readonly name: string;
  /** The name is printed beside the mark, so it is hidden from readers. */
  readonly decorative?: boolean;
}

/** A retailer's monogram (the CDR has no logos): initials on a brand colour. */
export function RetailerMark({ name, decorative = true }: RetailerMarkProps) {
  const { initials, colour } = retailerMark(name);
  const style = { background: `var(--mark-${colour})` };
  return decorative ? (
    <span className="retailer-mark" style={style} aria-hidden="true">
      {initials}
    </span>
  ) : (
    <span className="retailer-mark" style={style} role="img" aria-label={name}>
      {initials}
    </span>
  );
}
