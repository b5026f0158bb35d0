import { loadOnIntent } from '@fin/shared/hooks/load-on-intent';
import { preloadSection } from '@fin/shared/mf/section-loader';
import { useFinStore } from '@fin/shared/store/fin-store';
import type { NavItem } from '../nav-items';
import { useGoToSection } from '../useGoToSection';

const useProtocolsMenu = loadOnIntent(() => import('./ProtocolsMenu'));

/**
 * Desktop nav: buttons for the main sections plus a Protocols dropdown with the two protocol sections.
 * The section in view is marked with aria-current; hovering or focusing an item preloads that section's remote.
 */
export function DesktopNav({ main, protocols }: { main: NavItem[]; protocols: NavItem[] }) {
  const active = useFinStore((s) => s.activeSection);
  const goTo = useGoToSection();
  const menu = useProtocolsMenu();
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
          {menu.module ? (
            <menu.module.ProtocolsMenu
              protocols={protocols}
              active={active}
              openedByKeyboard={menu.byKeyboard}
            />
          ) : (
            <button
              type="button"
              className="shell-nav-button"
              aria-haspopup="menu"
              aria-expanded="false"
              aria-current={protocolActive ? 'true' : undefined}
              {...menu.intent}
            >
              Protocols <span aria-hidden="true">▾</span>
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
