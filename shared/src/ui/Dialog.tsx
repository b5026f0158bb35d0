import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Accessible label of the close button. */
  closeLabel?: string;
};

/** A modal dialog on Radix: focus is trapped inside and restored to the opener on close. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = 'Close',
}: DialogProps) {
  // Radix returns focus only to its own Trigger; dialogs opened from state (a row click, the store) remember the
  // element that had focus when they opened and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined')
      opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  const restoreFocus = (event: Event) => {
    const el = opener.current;
    if (el?.isConnected && el !== document.body) {
      event.preventDefault();
      el.focus();
    }
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fin-dialog__overlay" />
        <RadixDialog.Content className="fin-dialog__content" onCloseAutoFocus={restoreFocus}>
          <RadixDialog.Title className="fin-dialog__title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="fin-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="fin-sr-only">{title}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close
            className="fin-btn fin-btn--ghost fin-btn--sm fin-dialog__close"
            aria-label={closeLabel}
          >
            ✕
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
