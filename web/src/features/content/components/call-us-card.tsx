import { telHref } from '#shared/domain/site-settings';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';

/** The phone line and its hours, with a tap-to-call link. */
export function CallUsCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { contactPhone } = useSiteSettings();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="card">
      <Heading>Call Us</Heading>
      <p>
        <a href={telHref(contactPhone)}>{contactPhone}</a>
      </p>
      <p className="meta">Mon-Fri 8am-6pm, Sat 9am-2pm AEST. Sunday closed.</p>
    </div>
  );
}
