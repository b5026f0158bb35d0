import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';

export type MenuItem = { key: string; label: ReactNode; onSelect: () => void; disabled?: boolean };
export type MenuGroup = { label?: string; items: MenuItem[] };

/** A keyboard-operable dropdown menu (Radix): arrow keys move, Escape closes and returns focus to the trigger. */
export function DropdownMenu({
  trigger,
  groups,
  align = 'end',
}: {
  trigger: ReactNode;
  groups: MenuGroup[];
  align?: 'start' | 'end';
}) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="fin-menu" align={align} sideOffset={6}>
          {groups.map((group, i) => (
            <RadixMenu.Group key={group.label ?? i}>
              {group.label ? (
                <RadixMenu.Label className="fin-menu__label">{group.label}</RadixMenu.Label>
              ) : null}
              {group.items.map((item) => (
                <RadixMenu.Item
                  key={item.key}
                  className="fin-menu__item"
                  disabled={item.disabled}
                  onSelect={item.onSelect}
                >
                  {item.label}
                </RadixMenu.Item>
              ))}
            </RadixMenu.Group>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
