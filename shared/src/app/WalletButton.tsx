import './wallet.css';
import { WalletMenu } from '@fin/shared/app/WalletMenu';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { lazy, Suspense, useRef, useState } from 'react';
import { useConnection } from 'wagmi';

// The picker (a Radix dialog) loads the first time it is opened, not with the page.
const WalletPicker = lazy(() => import('./WalletPicker').then((m) => ({ default: m.WalletPicker })));

/**
 * The page's wallet control: "Connect wallet" plus the wallet picker, or, when connected, the wallet menu. The
 * shell renders it in its header and standalone pages in theirs. Any section's "Connect wallet" call-to-action
 * opens the same picker through the store, so there is one picker per page.
 */
export function WalletButton() {
  const { address, chainId, status } = useConnection();
  const open = useFinStore((s) => s.walletPickerOpen);
  const setOpen = useFinStore((s) => s.setWalletPickerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const connected = status === 'connected' && address;
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
          disabled={status === 'reconnecting'}
          aria-busy={status === 'reconnecting'}
        >
          {status === 'reconnecting' ? 'Reconnecting…' : 'Connect wallet'}
        </Button>
      )}
      {pickerUsed ? (
        <Suspense fallback={null}>
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
