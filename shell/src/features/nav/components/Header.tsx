import { WalletButton } from '@fin/shared/app/WalletButton';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { NavItem } from '../nav-items';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';

/**
 * The sticky header: logo with the name and tagline, the section nav (buttons on desktop, a menu on phones) and
 * what the page puts before the wallet button (the alerts bell: another feature, so App composes it in).
 */
export function Header({
  main,
  protocols,
  actions,
}: {
  main: NavItem[];
  protocols: NavItem[];
  actions?: ReactNode;
}) {
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
          {actions}
          <WalletButton />
          <MobileMenu main={main} protocols={protocols} />
        </div>
      </div>
    </header>
  );
}
