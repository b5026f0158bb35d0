import { preloadSection } from '@fin/shared/mf/section-loader';
import { useFinStore } from '@fin/shared/store/fin-store';
import { DropdownMenu as Menu } from 'radix-ui';
import { useRef } from 'react';
import type { NavItem } from '../nav-items';
import { useGoToSection } from '../useGoToSection';

/**
 * Desktop nav: buttons for the main sections plus a Protocols dropdown with the two protocol sections.
 * The section in view is marked with aria-current; hovering or focusing an item preloads that section's remote.
 */
export function DesktopNav({ main, protocols }: { main: NavItem[]; protocols: NavItem[] }) {
  const active = useFinStore((s) => s.activeSection);
  const goTo = useGoToSection();
  const chosen = useRef<string | null>(null);
  const preload = (item: NavItem) => (item.remoteId ? preloadSection(item.remoteId) : undefined);
  const protocolActive = protocols.some((p) => p.anchor === active);

  return (
    <nav aria-label="Dashboard sections" className="shell-desktop-nav">
      <ul>
        {main.map((item) => (
          <li key={item.anchor}>
            <button
              type="button"
              className="shell-nav-button"
              aria-current={active === item.anchor ? 'true' : undefined}
              onClick={() => goTo(item.anchor)}
              onMouseEnter={() => preload(item)}
              onFocus={() => preload(item)}
            >
              {item.label}
            </button>
          </li>
        ))}
        <li>
          <Menu.Root modal={false}>
            <Menu.Trigger className="shell-nav-button" aria-current={protocolActive ? 'true' : undefined}>
              Protocols <span aria-hidden="true">▾</span>
            </Menu.Trigger>
            <Menu.Portal>
              <Menu.Content
                className="fin-menu"
                align="start"
                sideOffset={6}
                onCloseAutoFocus={(event) => {
                  // After a choice, focus goes to the chosen section instead of back to the trigger.
                  const anchor = chosen.current;
                  chosen.current = null;
                  if (anchor) {
                    event.preventDefault();
                    goTo(anchor);
                  }
                }}
              >
                {protocols.map((item) => (
                  <Menu.Item
                    key={item.anchor}
                    className="fin-menu__item"
                    aria-current={active === item.anchor ? 'true' : undefined}
                    onSelect={() => {
                      chosen.current = item.anchor;
                    }}
                  >
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Portal>
          </Menu.Root>
        </li>
      </ul>
    </nav>
  );
}
