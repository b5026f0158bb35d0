import { WalletButton } from '@fin/shared/app/WalletButton';
import { Link } from '../../../lib/router';
import { AlertsBell } from '../../alerts/components/AlertsBell';
import type { NavItem } from '../nav-items';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';

/**
 * The sticky header: logo with the name and tagline, the section nav (buttons on desktop, a menu on phones) and
 * the wallet's alerts bell and the wallet button.
 */
export function Header({ main, protocols }: { main: NavItem[]; protocols: NavItem[] }) {
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to="/" className="shell-brand" aria-label="Fin — Maximum Interest, dashboard">
          <span className="shell-logo" aria-hidden="true">
            F
          </span>
          <span>
            <span className="shell-name">Fin</span>
            <span className="shell-tagline">Maximum Interest</span>
          </span>
        </Link>
        <DesktopNav main={main} protocols={protocols} />
        <div className="shell-header__actions">
          <AlertsBell />
          <WalletButton />
          <MobileMenu main={main} protocols={protocols} />
        </div>
      </div>
    </header>
  );
}
