import { portfolioKeys } from '@fin/shared/api/portfolio';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Badge } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { WALLET_TYPE_LABEL } from '@fin/shared/web3/wallet-help';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openBuyPopup } from '../utils/BuyPopup';
import { exchangeLinks } from '../utils/exchange-links';

const BUY_DONE_TEXT =
  'Purchase window closed. Bought USDC shows in your portfolio once the exchange delivers it.';

/** The deposit/withdraw card: wallet-type badge, exchange shortcuts, and the address to send USDC to. */
export function ExchangeCard({ address }: { address: string }) {
  const walletType = useFinStore((s) => s.walletType);
  const pushToast = useFinStore((s) => s.pushToast);
  const queryClient = useQueryClient();
  const links = exchangeLinks(walletType, address);
  const [buying, setBuying] = useState(false);
  const [buyNote, setBuyNote] = useState<string | null>(null);
  const [showAddress, setShowAddress] = useState(false);
  const [copied, setCopied] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const buy = async () => {
    if (!links.buy.popup) return;
    abort.current?.abort();
    abort.current = new AbortController();
    setBuying(true);
    setBuyNote(null);
    const opened = await openBuyPopup(links.buy.url, abort.current.signal);
    setBuying(false);
    if (!opened) {
      setBuyNote('Your browser blocked the purchase window. Allow popups for this site and try again.');
      return;
    }
    setBuyNote(BUY_DONE_TEXT);
    pushToast({ tone: 'success', title: 'USDC purchase', description: BUY_DONE_TEXT });
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
  };

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
        {links.buy.popup ? (
          <Button onClick={() => void buy()} disabled={buying}>
            {buying ? `Buying on ${links.exchange}…` : `Buy USDC with ${links.exchange}`}
          </Button>
        ) : (
          <a
            className="fin-btn fin-btn--primary"
            href={links.buy.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Buy USDC with {links.exchange}
          </a>
        )}
        <a
          className="fin-btn fin-btn--secondary"
          href={links.depositFromExchange}
          target="_blank"
          rel="noopener noreferrer"
        >
          Deposit from {links.exchange}
        </a>
        <a
          className="fin-btn fin-btn--secondary"
          href={links.withdrawToExchange}
          target="_blank"
          rel="noopener noreferrer"
        >
          Withdraw to {links.exchange}
        </a>
        <Button variant="secondary" aria-expanded={showAddress} onClick={() => setShowAddress((v) => !v)}>
          Deposit from External Wallet
        </Button>
      </div>
      {buyNote ? (
        <p className="tf-status tf-status--info" role="status" data-testid="buy-status">
          {buyNote}
        </p>
      ) : null}
      {showAddress ? (
        <div className="qa-address" data-testid="external-deposit">
          <code className="fin-mono qa-address__value">{address}</code>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <p className="fin-muted">Send USDC on Base or Avalanche to this address</p>
        </div>
      ) : null}
    </section>
  );
}
