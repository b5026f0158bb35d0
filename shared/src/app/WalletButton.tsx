import { shortenHex } from '@fin/shared/config/short-hex';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { Dialog } from '@fin/shared/ui/Dialog';
import { useAccount, useConnect, useDisconnect } from 'wagmi';

/**
 * Connect button plus wallet picker. The shell renders it in its header; standalone pages render it too. Any
 * section's "Connect wallet" call-to-action opens the same picker through the store.
 */
export function WalletButton() {
  const { address, status } = useAccount();
  const { disconnect } = useDisconnect();
  const open = useFinStore((s) => s.walletPickerOpen);
  const setOpen = useFinStore((s) => s.setWalletPickerOpen);
  if (status === 'connected' && address) {
    return (
      <span className="fin-field">
        <span className="fin-mono" data-testid="wallet-address">
          {shortenHex(address)}
        </span>
        <Button variant="secondary" size="sm" onClick={() => disconnect()}>
          Disconnect
        </Button>
      </span>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Connect wallet</Button>
      <WalletPicker open={open} onOpenChange={setOpen} />
    </>
  );
}

export function WalletPicker({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { connectors, connect, isPending, error } = useConnect();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Connect a wallet"
      description="Choose the wallet to connect."
    >
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {connectors.map((c) => (
          <li key={c.uid}>
            <Button
              variant="secondary"
              style={{ width: '100%' }}
              disabled={isPending}
              onClick={() => connect({ connector: c }, { onSuccess: () => onOpenChange(false) })}
            >
              {c.name}
            </Button>
          </li>
        ))}
      </ul>
      {connectors.length === 0 ? <p className="fin-muted">No browser wallet found.</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
    </Dialog>
  );
}
