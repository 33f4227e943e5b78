import * as Toast from '@radix-ui/react-toast';
import type { ToastItem } from './toast-message';

interface ToastListProps {
  readonly messages: readonly ToastItem[];
  readonly dismiss: (id: number) => void;
}

/** The on-screen toasts and their live region (Radix Toast). */
export function ToastList({ messages, dismiss }: ToastListProps) {
  return (
    <Toast.Provider swipeDirection="right" duration={6000}>
      {messages.map((m) => (
        <Toast.Root
          key={m.id}
          className={`toast toast-${m.variant ?? 'default'}`}
          type={m.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(m.id)}
        >
          <Toast.Title className="toast-title">{m.title}</Toast.Title>
          {m.description && (
            <Toast.Description>{m.description}</Toast.Description>
          )}
          <Toast.Close className="toast-close" aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
