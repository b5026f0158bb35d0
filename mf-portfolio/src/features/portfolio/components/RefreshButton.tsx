import { Button } from '@fin/shared/ui/Button';

/** Re-reads the balances now, without waiting for the auto-refresh; disabled while a read is in flight. */
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={busy} aria-label="Refresh balances">
      {busy ? 'Refreshing…' : 'Refresh'}
    </Button>
  );
}
