import { EmptyInboxIllustration } from '@/components/illustrations/empty-inbox-illustration';
import { HeroIllustration } from '@/components/illustrations/hero-illustration';
import { NoResultsIllustration } from '@/components/illustrations/no-results-illustration';

/** The inline pictures: the home hero and the two empty states. */
export function IllustrationsShowcase() {
  return (
    <section aria-labelledby="style-illustrations" className="section">
      <h2 id="style-illustrations">Illustrations</h2>
      <div className="style-illustrations">
        <figure>
          <HeroIllustration />
          <figcaption>Home hero</figcaption>
        </figure>
        <figure>
          <NoResultsIllustration />
          <figcaption>No results</figcaption>
        </figure>
        <figure>
          <EmptyInboxIllustration />
          <figcaption>No leads</figcaption>
        </figure>
      </div>
    </section>
  );
}
