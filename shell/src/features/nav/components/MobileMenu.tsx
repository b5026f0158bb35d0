import { loadOnIntent } from '@fin/shared/hooks/load-on-intent';
import type { NavItem } from '../nav-items';

const useMenuSheet = loadOnIntent(() => import('./MobileMenuSheet'));

/** The phone's menu button; the menu itself (MobileMenuSheet) loads when the user reaches for it. */
export function MobileMenu({ main, protocols }: { main: NavItem[]; protocols: NavItem[] }) {
  const sheet = useMenuSheet();
  if (sheet.module) return <sheet.module.MobileMenuSheet main={main} protocols={protocols} />;
  return (
    <button
      type="button"
      className="shell-menu-button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded="false"
      {...sheet.intent}
    >
      <span aria-hidden="true" className="shell-menu-button__bars" />
    </button>
  );
}
