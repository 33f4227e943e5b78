import type { AuditEntry, SaveSettingsRequest } from '#shared/contracts/admin';
import type { SiteSettingsRecord } from '#shared/contracts/site-settings';
import { adminRequest } from '@/lib/auth';

export interface AdminSettings {
  readonly settings: SiteSettingsRecord;
  readonly version: number;
  readonly audit?: AuditEntry[];
}

export const fetchSettings = () =>
  adminRequest<AdminSettings>('GET', '/settings');

export const saveSettings = (request: SaveSettingsRequest) =>
  adminRequest<AdminSettings>('PUT', '/settings', request);
