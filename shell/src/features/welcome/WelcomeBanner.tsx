import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { useConnection } from 'wagmi';
import { Link } from '../../lib/router';

/** A welcome banner while no wallet is connected, telling a newcomer what Fin does (hidden while a stored connection is being restored). */
export function WelcomeBanner() {
  const { status } = useConnection();
  const openWalletPicker = useFinStore((s) => s.openWalletPicker);
  if (status !== 'disconnected') return null;
  return (
    <section className="shell-welcome" aria-labelledby="welcome-title">
      <div>
        <h2 id="welcome-title" className="shell-welcome__title">
          Welcome to Fin — Maximum Interest
        </h2>
        <p className="shell-welcome__text">
          See your USD stablecoins across six chains, compare yields from lending protocols and vaults, and
          move USDC between chains. Browse freely; connect a wallet to see your balances, the full yields list
          and the agent.
        </p>
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
