import './wallet.css';
import { WalletMenu } from '@fin/shared/app/WalletMenu';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { lazyWithWallet, preloadWalletStack, retryFailedWalletLoads } from '@fin/shared/web3/wallet-stack';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SlotErrorBoundary } from './SlotErrorBoundary';

// The picker (a Radix dialog listing wagmi's connectors) loads the first time it is opened, with the wallet code;
// pointing at "Connect wallet" starts that download; after a failed one the next press downloads again.
const WalletPicker = lazyWithWallet(() =>
  import('./WalletPicker').then((m) => ({ default: m.WalletPicker })),
);

/** The picker's code did not download: say so, close, and let the next press try again. */
function PickerFailed({ onFailed }: { onFailed: () => void }) {
  const pushToast = useFinStore((s) => s.pushToast);
  useEffect(() => {
    pushToast({
      title: 'Wallets could not load',
      description: 'Check your connection and press Connect wallet again.',
      tone: 'error',
    });
    onFailed();
  }, [pushToast, onFailed]);
  return null;
}

/**
 * The page's wallet control: "Connect wallet" plus the wallet picker, or, when connected, the wallet menu. The
 * shell renders it in its header and standalone pages in theirs. Any section's "Connect wallet" call-to-action
 * opens the same picker through the store, so there is one picker per page. A returning wallet shows its address
 * from the store at once, while the wallet code loads and reconnects behind it.
 */
export function WalletButton() {
  const address = useFinStore((s) => s.walletAddress) as `0x${string}` | null;
  const chainId = useFinStore((s) => s.walletChainId) ?? undefined;
  const status = useFinStore((s) => s.walletStatus);
  const open = useFinStore((s) => s.walletPickerOpen);
  const setOpen = useFinStore((s) => s.setWalletPickerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [attempt, setAttempt] = useState(0);
  const pickerFailed = useCallback(() => {
    setOpen(false);
    retryFailedWalletLoads();
    setAttempt((a) => a + 1);
  }, [setOpen]);
  const connected = status !== 'disconnected' && address;
  const pickerOpen = Boolean(open && !connected);
  // Once opened the picker stays mounted, so closing it animates and hands focus back like any dialog.
  const [pickerUsed, setPickerUsed] = useState(false);
  if (pickerOpen && !pickerUsed) setPickerUsed(true);

  return (
    <>
      {connected ? (
        <WalletMenu ref={menuButton} address={address} chainId={chainId} />
      ) : (
        <Button
          onClick={() => setOpen(true)}
          onPointerEnter={preloadWalletStack}
          onFocus={preloadWalletStack}
        >
          Connect wallet
        </Button>
      )}
      {pickerUsed ? (
        <SlotErrorBoundary key={attempt} fallback={() => <PickerFailed onFailed={pickerFailed} />}>
          <Suspense
            fallback={
              pickerOpen
                ? // On the page, not in the header: a header with a backdrop filter would hold a fixed overlay inside it.
                  createPortal(
                    <div className="fin-wallet-loading">
                      <p role="status">Loading wallets…</p>
                    </div>,
                    document.body,
                  )
                : null
            }
          >
            <WalletPicker
              open={pickerOpen}
              onOpenChange={setOpen}
              focusAfterConnect={() => requestAnimationFrame(() => menuButton.current?.focus())}
            />
          </Suspense>
        </SlotErrorBoundary>
      ) : null}
    </>
  );
}
