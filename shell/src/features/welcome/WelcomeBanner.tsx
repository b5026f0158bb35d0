import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { preloadWalletStack } from '@fin/shared/web3/wallet-stack';
import { Link } from '../../lib/router';
import { WELCOME_TEXT, WELCOME_TITLE } from './welcome-copy';

/**
 * A welcome banner while no wallet is connected, telling a newcomer what Fin does; hidden for a stored wallet,
 * connected or being restored.
 */
export function WelcomeBanner() {
  const status = useFinStore((s) => s.walletStatus);
  const openWalletPicker = useFinStore((s) => s.openWalletPicker);
  if (status === 'reconnecting' || status === 'connected') return null;
  return (
    <section className="shell-welcome" aria-labelledby="welcome-title">
      <div>
        <h2 id="welcome-title" className="shell-welcome__title">
          {WELCOME_TITLE}
        </h2>
        <p className="shell-welcome__text">{WELCOME_TEXT}</p>
      </div>
      <div className="shell-welcome__actions">
        <Button onClick={openWalletPicker} onPointerEnter={preloadWalletStack} onFocus={preloadWalletStack}>
          Connect wallet
        </Button>
        <Link to="/yields" className="fin-btn fin-btn--secondary">
          View all yields
        </Link>
      </div>
    </section>
  );
}
