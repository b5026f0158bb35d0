import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { isDepositTestnet } from '@fin/shared/domain/chains/chains';
import {
  DEPOSIT_TESTNET_WARNING,
  depositFooter,
  wrongNetworkWarning,
} from '@fin/shared/domain/deposit/messages';
import { notDepositableReason } from '@fin/shared/domain/deposit/validation';
import { amountToNumber } from '@fin/shared/domain/money/amount';
import { formatApy, formatTokenAmount, formatTvl } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Button } from '@fin/shared/ui/Button';
import { Dialog } from '@fin/shared/ui/Dialog';
import { TxSteps } from '@fin/shared/ui/TxSteps';
import { useId } from 'react';
import { depositTarget } from '../../../lib/deposit-target';
import { useDepositFlow } from '../hooks/useDepositFlow';
import { BridgeShortfall } from './BridgeShortfall';
import './deposit.css';

/** 'Deposit to {protocol}': the dialog that deposits into one yield opportunity. */
export function DepositDialog({
  opportunity: o,
  open,
  onOpenChange,
}: {
  opportunity: YieldOpportunity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const target = depositTarget(o);
  const whyNot = notDepositableReason(o);
  const flow = useDepositFlow(o, target, () => onOpenChange(false));
  const amountId = useId();
  const busy = flow.status.phase === 'busy';
  const amountInvalid = flow.check.status === 'blocked' && flow.check.reason === 'amount';
  const testnet = flow.chainId !== undefined && isDepositTestnet(flow.chainId);
  const wrongChain = flow.connected && !testnet && flow.chainId !== o.chainId;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={`Deposit to ${o.protocol}`}
    >
      <dl className="dp-facts">
        <div>
          <dt>Asset</dt>
          <dd>{o.asset}</dd>
        </div>
        <div>
          <dt>Chain</dt>
          <dd>{o.chain}</dd>
        </div>
        <div>
          <dt>APY</dt>
          <dd>{formatApy(o.apy)}</dd>
        </div>
        <div>
          <dt>TVL</dt>
          <dd>{formatTvl(o.tvl)}</dd>
        </div>
      </dl>
      {!flow.connected ? (
        <ConnectPrompt title="Connect a wallet to deposit" />
      ) : (
        <form
          className="dp-form"
          onSubmit={(e) => {
            e.preventDefault();
            void flow.deposit();
          }}
        >
          <label htmlFor={amountId}>Amount ({o.asset})</label>
          <input
            id={amountId}
            className="fin-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={flow.amountText}
            disabled={busy}
            aria-invalid={amountInvalid && flow.amountText !== ''}
            onChange={(e) => flow.setAmountText(e.target.value)}
          />
          {flow.balance !== undefined ? (
            <p className="fin-muted dp-balance">
              Balance: {formatTokenAmount(amountToNumber(flow.balance, target.decimals), target.decimals)}{' '}
              {o.asset} on {o.chain}
            </p>
          ) : null}
          {o.asset === 'USDC' && !testnet ? (
            <BridgeShortfall
              chainId={o.chainId}
              amountText={flow.amountText}
              onBridged={() => void flow.depositWhenFunded()}
            />
          ) : null}
          {testnet ? (
            <p className="dp-warning" role="alert">
              {DEPOSIT_TESTNET_WARNING}
            </p>
          ) : null}
          {wrongChain ? (
            <p className="dp-warning" data-testid="deposit-wrong-network">
              {wrongNetworkWarning(o.chain)}
            </p>
          ) : null}
          <p
            className={`dp-status dp-status--${flow.status.phase}`}
            role="status"
            aria-live="polite"
            data-testid="deposit-status"
          >
            {flow.status.phase === 'idle' ? '' : flow.status.text}
          </p>
          <TxSteps steps={flow.steps} testId="deposit-steps" />
          <div className="dp-actions">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={amountInvalid || busy} aria-busy={busy}>
              {busy ? 'Depositing...' : 'Deposit'}
            </Button>
          </div>
        </form>
      )}
      <p className="fin-muted dp-footer" data-testid="deposit-footer">
        {depositFooter(o.protocol, target.integrated)}
      </p>
      {whyNot ? (
        <p className="fin-muted dp-footer" data-testid="deposit-why-not">
          {whyNot}
        </p>
      ) : null}
    </Dialog>
  );
}
