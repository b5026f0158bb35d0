// The Withdraw button of a receipt or position row, and the host that keeps its dialog open above the rows.
import { withdrawVenue } from '@fin/shared/domain/deposit/withdraw-venue';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { loadOnce } from '@fin/shared/web3/load-once';
import { loadWalletStack, type WalletStack } from '@fin/shared/web3/wallet-stack';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

type DialogModule = [typeof import('./WithdrawDialog'), WalletStack];

// The dialog, its checks, the transaction runner and the wallet code load when a hand reaches for a Withdraw
// button (pointer or focus), not with the balances: most visits withdraw nothing. A failed download is tried again
// at the next press.
const loadDialog = loadOnce(() => Promise.all([import('./WithdrawDialog'), loadWalletStack()]));

function WithdrawDialog({ entry, onClose }: { entry: BalanceEntry; onClose: () => void }) {
  const [loaded, setLoaded] = useState<DialogModule | null>(null);
  const pushToast = useFinStore((s) => s.pushToast);
  // The host passes a new onClose at every render; the download is started once per opening.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    let live = true;
    loadDialog().then(
      (module) => live && setLoaded(module),
      () => {
        if (!live) return;
        pushToast({
          title: 'Withdraw could not open',
          description: 'Its form did not download: check your connection and press Withdraw again.',
          tone: 'error',
        });
        close.current();
      },
    );
    return () => {
      live = false;
    };
  }, [pushToast]);
  if (!loaded) return null;
  const [{ default: Dialog }, { WalletScope }] = loaded;
  return (
    <WalletScope>
      <Dialog entry={entry} onClose={onClose} />
    </WalletScope>
  );
}

/**
 * Holds the open withdraw dialog above the rows. A row disappears (or loses its button) when its balance reaches
 * zero, which a full withdrawal does while the dialog still has to say it went through; a dialog owned by the row
 * vanished with it, taking the confirmation along. The dialog keeps the row's entry as it was when opened.
 */
const OpenWithdraw = createContext<((entry: BalanceEntry) => void) | null>(null);

export function WithdrawHost({ children }: { children: ReactNode }) {
  const [entry, setEntry] = useState<BalanceEntry | null>(null);
  return (
    <OpenWithdraw.Provider value={setEntry}>
      {children}
      {entry ? <WithdrawDialog entry={entry} onClose={() => setEntry(null)} /> : null}
    </OpenWithdraw.Provider>
  );
}

export function WithdrawAction({ entry }: { entry: BalanceEntry }) {
  const openWithdraw = useContext(OpenWithdraw);
  const [local, setLocal] = useState(false);
  const venue = withdrawVenue(entry);
  if (!venue || BigInt(entry.rawBalance) <= 0n) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="fin-btn--sm"
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() => (openWithdraw ? openWithdraw(entry) : setLocal(true))}
      >
        Withdraw
      </Button>
      {/* Outside a WithdrawHost (a row rendered on its own) the row keeps the dialog itself. */}
      {local && <WithdrawDialog entry={entry} onClose={() => setLocal(false)} />}
    </>
  );
}
