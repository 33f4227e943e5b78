import { AdminLayout } from '@/features/admin-shell/components/admin-layout';

/** Every signed-in admin page sits in this frame (no public frame). */
export const Component = AdminLayout;
