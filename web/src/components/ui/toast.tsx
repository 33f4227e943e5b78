import * as Toast from '@radix-ui/react-toast';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useState,
} from 'react';

export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  readonly variant?: 'default' | 'destructive';
}

type Notify = (message: ToastMessage) => void;

const ToastContext = createContext<Notify>(() => undefined);

/** Announces messages politely to screen readers and shows them on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<(ToastMessage & { id: number })[]>(
    [],
  );
  const notify = useCallback<Notify>((message) => {
    setMessages((current) => [
      ...current,
      { ...message, id: Date.now() + Math.random() },
    ]);
  }, []);
  const dismiss = (id: number) =>
    setMessages((current) => current.filter((m) => m.id !== id));
  return (
    <ToastContext.Provider value={notify}>
      <Toast.Provider swipeDirection="right" duration={6000}>
        {children}
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
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
