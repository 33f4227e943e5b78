import { type KeyboardEvent, useState } from 'react';
import { testimonials } from '../testimonials';
import '../home.css';

/**
 * One testimonial at a time: previous and next buttons, or the left and
 * right arrow keys; each change is announced politely.
 */
export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };
  const current = testimonials[index] ?? testimonials[0];
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      onKeyDown={onKeyDown}
    >
      <div aria-live="polite" aria-atomic="true">
        {current && (
          <figure
            className="card testimonial"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <blockquote>
              <p>“{current.quote}”</p>
            </blockquote>
            <figcaption>
              {current.name}, {current.place}
            </figcaption>
          </figure>
        )}
      </div>
      <div className="carousel-controls">
        <button type="button" className="button" onClick={() => move(-1)}>
          <span aria-hidden="true">←</span> Previous
          <span className="visually-hidden"> testimonial</span>
        </button>
        <span className="meta" aria-hidden="true">
          {index + 1} / {count}
        </span>
        <button type="button" className="button" onClick={() => move(1)}>
          Next<span className="visually-hidden"> testimonial</span>{' '}
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
