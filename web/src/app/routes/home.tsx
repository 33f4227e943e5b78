import { useState } from 'react';
import { LazyCallbackDialog } from '@/features/callback/components/lazy-callback-dialog';
import { Steps } from '@/features/content/components/steps';
import { pageMeta } from '@/features/content/page-meta';
import { Hero } from '@/features/home/components/hero';
import {
  Reasons,
  SavingsCards,
} from '@/features/home/components/home-sections';
import {
  LazyCallUsDialog,
  LazyStartComparisonDialog,
} from '@/features/home/components/lazy-dialogs';
import { TestimonialsCarousel } from '@/features/home/components/testimonials-carousel';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';
import { usePageMeta } from '@/lib/page-meta';

type Open = 'none' | 'start' | 'callback' | 'callUs';

/** The home page. */
export function Component() {
  usePageMeta(pageMeta.home.title, pageMeta.home.description);
  const { contactPhone } = useSiteSettings();
  const [postcode, setPostcode] = useState('');
  const [open, setOpen] = useState<Open>('none');
  const toggle = (dialog: Open) => (isOpen: boolean) =>
    setOpen(isOpen ? dialog : 'none');
  return (
    <>
      <Hero
        postcode={postcode}
        onPostcodeChange={setPostcode}
        onStart={() => setOpen('start')}
        onConsult={() => setOpen('callback')}
      />
      <section className="section container" aria-labelledby="how">
        <h2 id="how">How it works</h2>
        <Steps level={3} />
      </section>
      <SavingsCards />
      <Reasons />
      <section className="section container" aria-labelledby="testimonials">
        <h2 id="testimonials">What our customers say</h2>
        <TestimonialsCarousel />
      </section>
      <section className="section container cta" aria-labelledby="cta">
        <h2 id="cta">Ready to stop overpaying for energy?</h2>
        <p>It takes two minutes, and it's free.</p>
        <p className="actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => setOpen('start')}
          >
            Start Comparison
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setOpen('callUs')}
          >
            Call Us
          </button>
        </p>
      </section>
      <LazyStartComparisonDialog
        open={open === 'start'}
        onOpenChange={toggle('start')}
        postcode={postcode}
      />
      <LazyCallbackDialog
        open={open === 'callback'}
        onOpenChange={toggle('callback')}
      />
      <LazyCallUsDialog
        open={open === 'callUs'}
        onOpenChange={toggle('callUs')}
        phone={contactPhone}
        onRequestCallback={() => setOpen('callback')}
      />
    </>
  );
}
