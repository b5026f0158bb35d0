import { runtimeConfigIfLoaded } from '@fin/shared/config/runtime-config';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Badge } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { WALLET_TYPE_LABEL } from '@fin/shared/web3/wallet-help';
import { type ReactNode, useState } from 'react';
import { useBuyUsdc } from '../hooks/useBuyUsdc';
import { coinbaseAppIdOf, exchangeLinks } from '../utils/exchange-links';

/** The deposit/withdraw card: wallet-type badge, exchange shortcuts, and the address to send USDC to. */
export function ExchangeCard({ address }: { address: string }) {
  const walletType = useFinStore((s) => s.walletType);
  const links = exchangeLinks(walletType, address, coinbaseAppIdOf(runtimeConfigIfLoaded()));
  const purchase = useBuyUsdc(links.buy?.url ?? '');
  const [showAddress, setShowAddress] = useState(false);

  return (
    <section className="tf-card" aria-labelledby="qa-exchange-title" data-testid="exchange-card">
      <div className="tf-card__head">
        <h3 id="qa-exchange-title" className="tf-card__title">
          Deposit &amp; Withdraw
        </h3>
        <Badge tone="accent" data-testid="wallet-type-badge">
          {WALLET_TYPE_LABEL[walletType ?? 'other']}
        </Badge>
      </div>
      <div className="qa-actions">
        {links.buy?.popup ? (
          <Button onClick={() => void purchase.buy()} disabled={purchase.buying}>
            {purchase.buying ? `Buying on ${links.exchange}…` : `Buy USDC with ${links.exchange}`}
          </Button>
        ) : links.buy ? (
          <ExchangeLink href={links.buy.url} primary>
            Buy USDC with {links.exchange}
          </ExchangeLink>
        ) : null}
        <ExchangeLink href={links.depositFromExchange}>Deposit from {links.exchange}</ExchangeLink>
        <ExchangeLink href={links.withdrawToExchange}>Withdraw to {links.exchange}</ExchangeLink>
        <Button variant="secondary" aria-expanded={showAddress} onClick={() => setShowAddress((v) => !v)}>
          Deposit from External Wallet
        </Button>
      </div>
      {links.noBuy ? (
        <p className="fin-muted" data-testid="buy-unavailable">
          {links.noBuy}
        </p>
      ) : null}
      {purchase.note ? (
        <p className="tf-status tf-status--info" role="status" data-testid="buy-status">
          {purchase.note}
        </p>
      ) : null}
      {showAddress ? <ExternalDeposit address={address} /> : null}
    </section>
  );
}

/** An exchange page, opened in a new tab. */
function ExchangeLink(props: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <a
      className={`fin-btn fin-btn--${props.primary ? 'primary' : 'secondary'}`}
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {props.children}
    </a>
  );
}

/** The wallet's address to send USDC to from elsewhere, with a copy button. */
function ExternalDeposit({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="qa-address" data-testid="external-deposit">
      <code className="fin-mono qa-address__value">{address}</code>
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <p className="fin-muted">Send USDC on Base or Avalanche to this address</p>
    </div>
  );
}
