// Withdraw from a receipt or position row: the shared withdraw plan (withdraw-plan.ts) sent through the page's one
// transaction runner (simulated before the wallet is asked, a revert never sent), with the deposit dialog's checks
// and messages. "Max" takes everything by shares, so accrued interest leaves no dust behind.

import { portfolioKeys } from '@fin/shared/api/portfolio';
import {
  buildWithdrawPlan,
  positionWithdrawAmount,
  withdrawVenue,
} from '@fin/shared/domain/deposit/withdraw-plan';
import { checkWithdraw, withdrawSucceeded } from '@fin/shared/domain/deposit/withdraw-validation';
import { amountToNumber, formatAmount } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import { getAsset } from '@fin/shared/domain/money/tokens';
import { txErrorText, useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { Dialog } from '@fin/shared/ui/Dialog';
import { TxSteps } from '@fin/shared/ui/TxSteps';
import { buildTxPlan, writeStep } from '@fin/shared/web3/tx-plan';
import { finChainId } from '@fin/shared/web3/wagmi-config';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAccount } from 'wagmi';
import './withdraw.css';

export default function WithdrawDialog({ entry, onClose }: { entry: BalanceEntry; onClose: () => void }) {
  const venue = withdrawVenue(entry) as NonNullable<ReturnType<typeof withdrawVenue>>;
  // Balances of receipts and positions are in the underlying stablecoin's units (rawBalance, balance).
  const decimals = getAsset(venue.asset)?.decimals ?? 6;
  const balance = BigInt(entry.rawBalance);
  const { address, chainId } = useAccount();
  const tx = useTransactionPlan();
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const [amountText, setAmountText] = useState('');
  const [whole, setWhole] = useState(false);
  const [status, setStatus] = useState<{ tone: 'busy' | 'ok' | 'error'; text: string } | null>(null);
  const check = checkWithdraw({
    amountText,
    asset: venue.asset,
    chain: entry.chainName,
    chainId: entry.chainId,
    decimals,
    balance,
    walletChainId: chainId,
    whole,
  });
  const busy = tx.status === 'pending';
  const inputId = useId();

  const withdraw = async () => {
    if (!address || busy) return;
    if (check.status === 'blocked') return setStatus({ tone: 'error', text: check.message });
    const [w] = buildWithdrawPlan({
      venue,
      amount: positionWithdrawAmount(entry, check.whole, check.amount),
      user: address,
    });
    if (!w) return;
    setStatus({ tone: 'busy', text: w.label });
    try {
      await tx.run(
        buildTxPlan(address, [
          writeStep({
            chainId: finChainId(entry.chainId),
            id: 'withdraw',
            label: w.label,
            call: { to: w.to, data: w.data },
          }),
        ]),
      );
      const text = withdrawSucceeded(amountText.trim(), venue.asset, venue.protocol);
      setStatus({ tone: 'ok', text });
      pushToast({ title: 'Withdrawal confirmed', description: text, tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    } catch (error) {
      console.error('Withdraw failed:', error);
      setStatus({ tone: 'error', text: txErrorText(error) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !busy && onClose()}
      title={`Withdraw from ${venue.protocol}`}
      description={`${entry.asset.symbol} on ${entry.chainName}: ${formatTokenAmount(amountToNumber(balance, decimals), decimals)} ${venue.asset} available`}
    >
      <div className="pf-withdraw">
        <label htmlFor={inputId}>Amount ({venue.asset})</label>
        <div className="pf-withdraw__amount">
          <input
            id={inputId}
            className="fin-input"
            inputMode="decimal"
            value={amountText}
            disabled={busy}
            onChange={(e) => {
              setWhole(false);
              setAmountText(e.target.value);
            }}
          />
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setWhole(true);
              setAmountText(formatAmount(balance, decimals));
            }}
          >
            Max
          </Button>
        </div>
        {status && (
          <p
            role={status.tone === 'error' ? 'alert' : 'status'}
            data-testid="withdraw-status"
            className={`pf-withdraw__status pf-withdraw__status--${status.tone}`}
          >
            {status.text}
          </p>
        )}
        <TxSteps steps={tx.steps} testId="withdraw-steps" />
        <div className="pf-withdraw__buttons">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {status?.tone === 'ok' ? 'Close' : 'Cancel'}
          </Button>
          <Button
            onClick={() => void withdraw()}
            disabled={busy || check.status === 'blocked' || status?.tone === 'ok'}
          >
            {busy ? 'Withdrawing...' : 'Withdraw'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
