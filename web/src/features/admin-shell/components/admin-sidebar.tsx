import * as Dialog from '@radix-ui/react-dialog';
import type { useSidebar } from '../hooks/use-sidebar';
import { AdminNav } from './admin-nav';
import '../admin-shell.css';

interface AdminSidebarProps {
  readonly sidebar: ReturnType<typeof useSidebar>;
  readonly onLogout: () => void;
}

/**
 * The admin sidebar: a column 16rem wide (3rem collapsed) on wide screens,
 * an 18rem slide-over dialog under 768 px.
 */
export function AdminSidebar({ sidebar, onLogout }: AdminSidebarProps) {
  if (sidebar.mobile) {
    return (
      <Dialog.Root
        open={sidebar.mobileOpen}
        onOpenChange={sidebar.setMobileOpen}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="admin-slideover">
            <Dialog.Title className="admin-brand">
              Energy Compare Admin
            </Dialog.Title>
            <Dialog.Description className="visually-hidden">
              Admin sections
            </Dialog.Description>
            <AdminNav
              collapsed={false}
              onNavigate={() => sidebar.setMobileOpen(false)}
              onLogout={onLogout}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <aside
      className="admin-sidebar"
      data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
    >
      <p className="admin-brand">
        <span aria-hidden="true">⚡</span>
        <span className={sidebar.expanded ? undefined : 'visually-hidden'}>
          Energy Compare Admin
        </span>
      </p>
      <AdminNav collapsed={!sidebar.expanded} onLogout={onLogout} />
    </aside>
  );
}
