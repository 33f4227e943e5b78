import type {
  AnalyticsSummary,
  DashboardCounts,
} from '#shared/contracts/admin';
import { adminRequest } from '@/lib/auth';

export const fetchDashboard = () =>
  adminRequest<DashboardCounts>('GET', '/dashboard');

export const fetchAnalytics = (days: number) =>
  adminRequest<AnalyticsSummary>('GET', `/analytics?days=${days}`);
