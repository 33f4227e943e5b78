import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  POSTCODE_MAX_LENGTH,
  POSTCODE_MIN_COMPARE_LENGTH,
} from '#shared/domain/postcode';
import { HeroIllustration } from '@/components/illustrations/hero-illustration';
import '../home.css';

/** Digits only, at most four: what an Australian postcode can hold. */
export const postcodeDigits = (typed: string) =>
  typed.replace(/\D/g, '').slice(0, POSTCODE_MAX_LENGTH);

export const SHORT_POSTCODE_MESSAGE =
  'Australian postcodes have 4 digits. Enter all 4 to compare, or leave it empty to choose on the next page.';

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
  const [tooShort, setTooShort] = useState(false);
  const compare = (event: FormEvent) => {
    event.preventDefault();
    const value = postcodeDigits(postcode);
    // A partial postcode would reach /compare cut short; say why instead.
    if (value && value.length < POSTCODE_MIN_COMPARE_LENGTH)
      return setTooShort(true);
    // With a postcode, /compare compares at once (features/compare, compare-url).
    navigate(
      value
        ? `/compare?${new URLSearchParams({ postcode: value })}`
        : '/compare',
      { state: { compare: value !== '' } },
    );
  };
  return (
    <section className="hero" aria-labelledby={`${id}-title`}>
      <div className="container hero-grid">
        <div className="hero-text">
          <h1 id={`${id}-title`}>
            Compare Australian energy plans by what they would really cost you
          </h1>
          <p className="lead">
            Electricity, gas and solar plans from published tariffs, ranked for
            your postcode and your usage. Free and independent.
          </p>
          <form className="postcode-form" onSubmit={compare} noValidate>
            <label htmlFor={`${id}-postcode`}>Your postcode</label>
            <div className="newsletter-row">
              <input
                id={`${id}-postcode`}
                name="postcode"
                inputMode="numeric"
                autoComplete="postal-code"
                pattern="[0-9]{4}"
                maxLength={POSTCODE_MAX_LENGTH}
                placeholder="e.g. 2000"
                value={postcode}
                aria-invalid={tooShort}
                aria-describedby={tooShort ? `${id}-postcode-error` : undefined}
                onChange={(e) => {
                  const digits = postcodeDigits(e.target.value);
                  onPostcodeChange(digits);
                  if (
                    digits.length === 0 ||
                    digits.length >= POSTCODE_MIN_COMPARE_LENGTH
                  )
                    setTooShort(false);
                }}
              />
              <button type="submit" className="button button-primary">
                Compare Now
              </button>
            </div>
            {tooShort && (
              <p
                className="field-error"
                id={`${id}-postcode-error`}
                role="alert"
              >
                {SHORT_POSTCODE_MESSAGE}
              </p>
            )}
          </form>
          <p className="actions">
            <button type="button" className="button" onClick={onStart}>
              Start Comparison
            </button>
            <Link to="/rates" className="button button-quiet">
              See the latest rates
            </Link>
            <button
              type="button"
              className="button button-quiet"
              onClick={onConsult}
            >
              Free Consultation
            </button>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
