import './wallet.css';
import { WalletMenu } from '@fin/shared/app/WalletMenu';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { lazyWithWallet, preloadWalletStack } from '@fin/shared/web3/wallet-stack';
import { Suspense, useRef, useState } from 'react';

// The picker (a Radix dialog listing wagmi's connectors) loads the first time it is opened, with the wallet code;
// pointing at "Connect wallet" starts that download.
const WalletPicker = lazyWithWallet(() =>
  import('./WalletPicker').then((m) => ({ default: m.WalletPicker })),
);

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
        <Suspense
          fallback={
            pickerOpen ? (
              <div className="fin-wallet-loading">
                <p role="status">Loading wallets…</p>
              </div>
            ) : null
          }
        >
          <WalletPicker
            open={pickerOpen}
            onOpenChange={setOpen}
            focusAfterConnect={() => requestAnimationFrame(() => menuButton.current?.focus())}
          />
        </Suspense>
      ) : null}
    </>
  );
}
