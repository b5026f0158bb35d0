// Withdraw from a receipt or position row: the shared withdraw plan (withdraw-plan.ts) sent through the page's one
// transaction runner (simulated before the wallet is asked, a revert never sent), with the deposit dialog's checks
// and messages (hooks/useWithdrawFlow.ts).

import { withdrawVenue } from '@fin/shared/domain/deposit/withdraw-plan';
import { amountToNumber } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import { getAsset } from '@fin/shared/domain/money/tokens';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { Button } from '@fin/shared/ui/Button';
import { Dialog } from '@fin/shared/ui/Dialog';
import { TxSteps } from '@fin/shared/ui/TxSteps';
import { useId } from 'react';
import { useWithdrawFlow } from '../hooks/useWithdrawFlow';
import './withdraw.css';

type WithdrawFlow = ReturnType<typeof useWithdrawFlow>;

export default function WithdrawDialog({ entry, onClose }: { entry: BalanceEntry; onClose: () => void }) {
  const venue = withdrawVenue(entry) as NonNullable<ReturnType<typeof withdrawVenue>>;
  // Balances of receipts and positions are in the underlying stablecoin's units (rawBalance, balance).
  const decimals = getAsset(venue.asset)?.decimals ?? 6;
  const available = formatTokenAmount(amountToNumber(BigInt(entry.rawBalance), decimals), decimals);
  const flow = useWithdrawFlow(entry, venue, decimals);
  const { status, busy } = flow;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !busy && onClose()}
      title={`Withdraw from ${venue.protocol}`}
      description={`${entry.asset.symbol} on ${entry.chainName}: ${available} ${venue.asset} available`}
    >
      <div className="pf-withdraw">
        <WithdrawAmount asset={venue.asset} flow={flow} />
        {status && (
          <p
            role={status.tone === 'error' ? 'alert' : 'status'}
            data-testid="withdraw-status"
            className={`pf-withdraw__status pf-withdraw__status--${status.tone}`}
          >
            {status.text}
          </p>
        )}
        <TxSteps steps={flow.steps} testId="withdraw-steps" />
        <div className="pf-withdraw__buttons">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {status?.tone === 'ok' ? 'Close' : 'Cancel'}
          </Button>
          <Button
            onClick={() => void flow.withdraw()}
            disabled={busy || flow.blocked || status?.tone === 'ok'}
          >
            {busy ? 'Withdrawing...' : 'Withdraw'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function WithdrawAmount({ asset, flow }: { asset: string; flow: WithdrawFlow }) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId}>Amount ({asset})</label>
      <div className="pf-withdraw__amount">
        <input
          id={inputId}
          className="fin-input"
          inputMode="decimal"
          value={flow.amountText}
          disabled={flow.busy}
          onChange={(e) => flow.type(e.target.value)}
        />
        <Button variant="secondary" disabled={flow.busy} onClick={flow.max}>
          Max
        </Button>
      </div>
    </>
  );
}
