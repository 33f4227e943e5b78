import { Link } from 'react-router-dom';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CallUsCard } from '@/features/content/components/call-us-card';
import { pageMeta } from '@/features/content/page-meta';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';
import { usePageMeta } from '@/lib/page-meta';

const helpTopics = [
  ['Understanding your bill', '/blog/1'],
  ['How switching works', '/how-it-works'],
  ['Solar feed-in tariffs', '/blog/3'],
  ['Frequently asked questions', '/faq'],
] as const;

/** /contact: the message form, phone, e-mail, office and hours. */
export function Component() {
  usePageMeta(pageMeta.contact.title, pageMeta.contact.description);
  const { contactEmail } = useSiteSettings();
  return (
    <div className="container page">
      <h1>Contact Us</h1>
      <p className="lead">
        Questions about a plan or a switch? Send us a message and we'll get back
        to you within 24 hours.
      </p>
      <div className="two-columns">
        <section className="card" aria-labelledby="message-us">
          <h2 id="message-us">Send us a message</h2>
          <ContactForm />
        </section>
        <div className="stack">
          <CallUsCard />
          <div className="card">
            <h2>E-mail Support</h2>
            <p>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
            <p className="meta">We reply within 24 hours.</p>
          </div>
          <div className="card">
            <h2>Our Office</h2>
            <address>
              Level 10, 100 George Street
              <br />
              Sydney NSW 2000
            </address>
          </div>
          <div className="card">
            <h2>Business Hours</h2>
            <dl className="hours">
              <dt>Monday-Friday</dt>
              <dd>8am-6pm AEST</dd>
              <dt>Saturday</dt>
              <dd>9am-2pm AEST</dd>
              <dt>Sunday</dt>
              <dd>Closed</dd>
            </dl>
          </div>
        </div>
      </div>
      <section className="section" aria-labelledby="topics">
        <h2 id="topics">Popular help topics</h2>
        <ul>
          {helpTopics.map(([label, to]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
        <p>
          Find quick answers in our <Link to="/faq">FAQ</Link>, or{' '}
          <Link to="/compare">compare plans now</Link>.
        </p>
      </section>
    </div>
  );
}
