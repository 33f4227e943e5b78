import { Link } from 'react-router-dom';
import { type SiteSettings, telHref } from '#shared/domain/site-settings';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

/** The site footer, with the service's disclosure notes. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            <li>
              <Link to="/compare">Compare Plans</Link>
            </li>
            <li>
              <Link to="/how-it-works">How It Works</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/blog">Energy Tips &amp; News</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <ul>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <a href={telHref(settings.contactPhone)}>
                {settings.contactPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.contactEmail}`}>
                {settings.contactEmail}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal &amp; Transparency</h2>
          <ul>
            <li>
              <Link to="/privacy">Privacy &amp; Transparency</Link>
            </li>
            <li>
              <Link to="/terms">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/disclaimer">Disclaimer</Link>
            </li>
          </ul>
        </section>
        <NewsletterForm source="footer" heading="Energy tips by e-mail" />
      </div>
      <div className="container disclosures">
        <p className="site-description">{settings.siteDescription}</p>
        <p>
          {settings.siteName} is an independent comparison service and is not
          affiliated with any energy retailer. We may receive a referral fee or
          commission from a provider when you switch, at no extra cost to you.
          All rates shown include GST and are updated regularly from published
          tariffs.
        </p>
        <p>
          Plans and estimates are indicative: check the retailer's offer and its
          plan information documents before you sign up.
        </p>
        <p>ABN: To be provided</p>
        <p>© 2024 {settings.siteName}. All rights reserved.</p>
      </div>
    </footer>
  );
}
