import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { useConnection } from 'wagmi';
import { Link } from '../../lib/router';
import { WELCOME_TEXT, WELCOME_TITLE } from './welcome-copy';

/**
 * A welcome banner while no wallet is connected, telling a newcomer what Fin does; hidden while a stored connection
 * is being restored. wagmi's check for a wallet on load reads 'connecting' for a visitor too: the banner stays
 * through it, or it would blink out and back (and move the page) on every visit.
 */
export function WelcomeBanner() {
  const { status } = useConnection();
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
        <Button onClick={openWalletPicker}>Connect wallet</Button>
        <Link to="/yields" className="fin-btn fin-btn--secondary">
          View all yields
        </Link>
      </div>
    </section>
  );
}
