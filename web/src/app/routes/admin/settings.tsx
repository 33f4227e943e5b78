import { AuditTrail } from '@/features/admin-leads/components/audit-trail';
import { SettingsForm } from '@/features/admin-settings/components/settings-form';
import { useSettings } from '@/features/admin-settings/hooks/use-settings';

/** /admin/settings: persisted on the server, read by the public site. */
export function Component() {
  const settings = useSettings();
  return (
    <section>
      <h1>Settings</h1>
      <SettingsForm settings={settings} />
      <h2>Change history</h2>
      <AuditTrail entries={settings.audit} />
    </section>
  );
}
