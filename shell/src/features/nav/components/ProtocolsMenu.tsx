import { useFocusFirstItemRef } from '@fin/shared/hooks/load-on-intent';
import { DropdownMenu as Menu } from 'radix-ui';
import type { NavItem } from '../nav-items';
import { useGoToChosenOnClose } from '../useGoToSection';

/** The desktop nav's Protocols dropdown (Radix): loaded when the user first reaches for it (DesktopNav). */
export function ProtocolsMenu({
  protocols,
  active,
  openedByKeyboard,
}: {
  protocols: NavItem[];
  active: string | null;
  openedByKeyboard: boolean;
}) {
  const { choose, onCloseAutoFocus } = useGoToChosenOnClose();
  const content = useFocusFirstItemRef(openedByKeyboard);
  const protocolActive = protocols.some((p) => p.anchor === active);
  return (
    // Mounted by the user's first click on the trigger (DesktopNav), so it starts open.
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger className="shell-nav-button" aria-current={protocolActive ? 'true' : undefined}>
        Protocols <span aria-hidden="true">▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          ref={content}
          className="fin-menu"
          align="start"
          sideOffset={6}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {protocols.map((item) => (
            <Menu.Item
              key={item.anchor}
              className="fin-menu__item"
              aria-current={active === item.anchor ? 'true' : undefined}
              onSelect={() => {
                choose(item.anchor);
              }}
            >
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
