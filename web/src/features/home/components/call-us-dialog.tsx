import * as Dialog from '@radix-ui/react-dialog';
import { telHref } from '#shared/domain/site-settings';
import '../home.css';

interface CallUsDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly phone: string;
  readonly onRequestCallback: () => void;
}

/** The phone line, a tap-to-call button and a call-back alternative. */
export function CallUsDialog(props: CallUsDialogProps) {
  const { open, onOpenChange, phone, onRequestCallback } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Call Us</Dialog.Title>
          <Dialog.Description>
            Speak to an energy expert: Mon-Fri 8am-6pm AEST
          </Dialog.Description>
          <p className="phone-number">{phone}</p>
          <p className="actions">
            <a href={telHref(phone)} className="button button-primary">
              Call Now
            </a>
            <button
              type="button"
              className="button"
              onClick={() => {
                onOpenChange(false);
                onRequestCallback();
              }}
            >
              Request Call Back
            </button>
          </p>
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
