import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';
import { Suspense, useState } from 'react';
import { useAlerts } from '../hooks/useAlerts';

const AlertsCentre = lazyWithWallet(() => import('./AlertsCentre'));

/**
 * The header's bell: the wallet's unread alerts as a count, and the notification centre (alerts, rules, where they
 * go) when pressed. Without a wallet there is no bell; the centre's code loads when the user presses it.
 */
export function AlertsBell() {
  const { address } = usePageWallet();
  const [open, setOpen] = useState(false);
  const { data } = useAlerts(address);
  if (!address) return null;
  const unread = data?.unread ?? 0;
  return (
    <>
      <button
        type="button"
        className="shell-bell"
        aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="shell-bell__count" data-testid="alerts-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertsCentre address={address} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
