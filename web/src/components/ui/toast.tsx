import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { ToastItem, ToastMessage } from './toast-message';

type Notify = (message: ToastMessage) => void;

const ToastContext = createContext<Notify>(() => undefined);

const loadList = () => import('./toast-list');
// Radix Toast (~13 KiB gzip with its primitives) stays out of every page's
// first download: it loads once the page is idle, or on the first message.
const ToastList = lazy(() =>
  loadList().then((m) => ({ default: m.ToastList })),
);

/** Announces messages politely to screen readers and shows them on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<ToastItem[]>([]);
  // Mounted from the first message on: the viewport and its F8 key stay.
  const [active, setActive] = useState(false);
  // Ready before the first message, even if the network is gone by then.
  useEffect(() => whenIdle(() => void loadList().catch(() => undefined)), []);
  const notify = useCallback<Notify>((message) => {
    setActive(true);
    setMessages((current) => [
      ...current,
      { ...message, id: Date.now() + Math.random() },
    ]);
  }, []);
  const dismiss = useCallback(
    (id: number) =>
      setMessages((current) => current.filter((m) => m.id !== id)),
    [],
  );
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {active && (
        <Suspense fallback={null}>
          <ToastList messages={messages} dismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
