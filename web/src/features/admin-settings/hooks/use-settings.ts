import { useEffect, useState } from 'react';
import type { SiteSettingsRecord } from '#shared/contracts/site-settings';
import { useToast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api-client';
import {
  type AdminSettings,
  fetchSettings,
  saveSettings,
} from '../api/settings';

/** Loads the settings, edits them locally, saves them all at once. */
export function useSettings() {
  const notify = useToast();
  const [loaded, setLoaded] = useState<AdminSettings | null>(null);
  const [values, setValues] = useState<SiteSettingsRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [fieldError, setFieldError] = useState<{
    field: string;
    message: string;
  } | null>(null);

  const load = () => {
    setLoadFailed(false);
    return fetchSettings().then(
      (result) => {
        setLoaded(result);
        setValues(result.settings);
      },
      () => {
        // Before the first load the page has no form: it says so and offers another try.
        setLoadFailed(true);
        notify({
          title: 'Error',
          description: 'Failed to fetch settings',
          variant: 'destructive',
        });
      },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once
  useEffect(() => void load(), []);

  const set = <K extends keyof SiteSettingsRecord>(
    name: K,
    value: SiteSettingsRecord[K],
  ) =>
    setValues((current) => (current ? { ...current, [name]: value } : current));

  const save = async () => {
    if (!values || !loaded) return;
    setSaving(true);
    setFieldError(null);
    try {
      const saved = await saveSettings({
        version: loaded.version,
        settings: values,
      });
      setLoaded(saved);
      setValues(saved.settings);
      notify({
        title: 'Settings saved',
        description: 'Your settings have been updated successfully',
      });
      void load();
    } catch (error) {
      const detail = error instanceof ApiRequestError ? error.error : undefined;
      if (detail?.field)
        setFieldError({
          field: detail.field.replace(/^settings\./, ''),
          message: detail.message,
        });
      notify({
        title: 'Error',
        description:
          detail?.code === 'CONFLICT'
            ? `Failed to save settings: ${detail.message}`
            : 'Failed to save settings',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    audit: loaded?.audit ?? [],
    set,
    save,
    saving,
    fieldError,
    loadFailed,
    reload: () => void load(),
  };
}
