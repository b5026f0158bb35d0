import { useFinStore } from '@fin/shared/store/fin-store';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { NavItem } from '../nav-items';
import { useGoToChosenOnClose } from '../useGoToSection';

/**
 * Mobile nav, loaded at the first tap on the menu button (MobileMenu): on a phone there is no room for buttons, so
 * a menu headed 'FIN Dashboard' with the groups 'Main Sections' and 'Protocols'. It is a modal sheet: focus is
 * trapped inside, Escape closes it, and focus returns to the menu button, or moves to the chosen section after a
 * choice.
 */
export function MobileMenuSheet({ main, protocols }: { main: NavItem[]; protocols: NavItem[] }) {
  // Mounted by the user's first tap on the menu button (MobileMenu), so it starts open.
  const [open, setOpen] = useState(true);
  const active = useFinStore((s) => s.activeSection);
  const { choose, onCloseAutoFocus } = useGoToChosenOnClose();

  const group = (title: string, id: string, items: NavItem[]) => (
    <section aria-labelledby={id} className="shell-mobile-menu__group">
      <h3 id={id} className="shell-mobile-menu__group-title">
        {title}
      </h3>
      <ul>
        {items.map((item) => (
          <li key={item.anchor}>
            <button
              type="button"
              className="shell-mobile-menu__item"
              aria-current={active === item.anchor ? 'true' : undefined}
              onClick={() => {
                choose(item.anchor);
                setOpen(false);
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="shell-menu-button" aria-label="Open menu">
        <span aria-hidden="true" className="shell-menu-button__bars" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fin-dialog__overlay" />
        <Dialog.Content className="shell-mobile-menu" onCloseAutoFocus={onCloseAutoFocus}>
          <div className="shell-mobile-menu__header">
            <Dialog.Title className="shell-mobile-menu__title">FIN Dashboard</Dialog.Title>
            <Dialog.Close className="fin-btn fin-btn--ghost fin-btn--sm" aria-label="Close menu">
              ✕
            </Dialog.Close>
          </div>
          <Dialog.Description className="fin-sr-only">Jump to a section of the dashboard.</Dialog.Description>
          <nav aria-label="Dashboard sections">
            {group('Main Sections', 'mobile-menu-main', main)}
            {group('Protocols', 'mobile-menu-protocols', protocols)}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
