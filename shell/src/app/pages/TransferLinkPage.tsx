import { RemoteSlot } from '@fin/shared/app/RemoteSlot';
import { Link } from '../../lib/router';
import { TRANSFER_LINK_REMOTE_ID } from '../sections';

/** /transfer/:chain/:tx: a transfer's recovery link, open to anyone (the transfer remote reads the burn). */
export function TransferLinkPage({ chain, tx }: { chain: string; tx: string }) {
  return (
    <div className="shell-page">
      <nav aria-label="Breadcrumb" className="shell-breadcrumb">
        <ol>
          <li>
            <Link to="/">Dashboard</Link>
          </li>
          <li aria-current="page">Transfer</li>
        </ol>
      </nav>
      <h1 id="page-title" tabIndex={-1} className="shell-page__title">
        Cross-chain transfer
      </h1>
      <p className="fin-muted shell-page__lead">
        Where this USDC transfer stands, read from the chains and Circle. Anyone can open this link; any
        wallet can finish the mint, and the USDC goes to the recipient.
      </p>
      <RemoteSlot
        remoteId={TRANSFER_LINK_REMOTE_ID}
        title="Cross-chain transfer"
        props={{ chain, tx }}
        minHeight={260}
      />
    </div>
  );
}
