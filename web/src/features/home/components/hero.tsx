import { type FormEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { POSTCODE_MAX_LENGTH } from '#shared/domain/postcode';

interface HeroProps {
  readonly postcode: string;
  readonly onPostcodeChange: (postcode: string) => void;
  readonly onStart: () => void;
  readonly onConsult: () => void;
}

/** The home hero: postcode box with Compare Now, and the main actions. */
export function Hero({
  postcode,
  onPostcodeChange,
  onStart,
  onConsult,
}: HeroProps) {
  const id = useId();
  const navigate = useNavigate();
  const compare = (event: FormEvent) => {
    event.preventDefault();
    const value = postcode.trim();
    navigate(
      value
        ? `/compare?${new URLSearchParams({ postcode: value })}`
        : '/compare',
    );
  };
  return (
    <section className="hero" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h1 id={`${id}-title`}>
          Compare Australian energy plans by what they would really cost you
        </h1>
        <p className="lead">
          Electricity, gas and solar plans from published tariffs, ranked for
          your postcode and your usage. Free and independent.
        </p>
        <form className="postcode-form" onSubmit={compare}>
          <label htmlFor={`${id}-postcode`}>Your postcode</label>
          <div className="newsletter-row">
            <input
              id={`${id}-postcode`}
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={POSTCODE_MAX_LENGTH}
              placeholder="e.g. 2000"
              value={postcode}
              onChange={(e) => onPostcodeChange(e.target.value)}
            />
            <button type="submit" className="button button-primary">
              Compare Now
            </button>
          </div>
        </form>
        <p className="actions">
          <button
            type="button"
            className="button button-primary"
            onClick={onStart}
          >
            Start Comparison
          </button>
          <Link to="/rates" className="button">
            See the latest rates
          </Link>
          <button type="button" className="button" onClick={onConsult}>
            Free Consultation
          </button>
        </p>
      </div>
    </section>
  );
}
