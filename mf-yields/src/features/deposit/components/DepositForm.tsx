import { isDepositTestnet } from '@fin/shared/domain/chains/chains';
import { DEPOSIT_TESTNET_WARNING, wrongNetworkWarning } from '@fin/shared/domain/deposit/messages';
import { amountToNumber } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Button } from '@fin/shared/ui/Button';
import { TxSteps } from '@fin/shared/ui/TxSteps';
import { useId } from 'react';
import type { DepositTarget } from '../../../lib/deposit-target';
import type { useDepositFlow } from '../hooks/useDepositFlow';
import { BridgeShortfall } from './BridgeShortfall';

type DepositFlow = ReturnType<typeof useDepositFlow>;

/** The amount, what stands in the way (short balance, testnet, other network), the status line and the steps. */
export function DepositForm({
  opportunity: o,
  target,
  flow,
  onCancel,
}: {
  opportunity: YieldOpportunity;
  target: DepositTarget;
  flow: DepositFlow;
  onCancel: () => void;
}) {
  const busy = flow.status.phase === 'busy';
  const amountInvalid = flow.check.status === 'blocked' && flow.check.reason === 'amount';
  return (
    <form
      className="dp-form"
      onSubmit={(e) => {
        e.preventDefault();
        void flow.deposit();
      }}
    >
      <AmountField opportunity={o} target={target} flow={flow} invalid={amountInvalid} />
      <DepositNotices opportunity={o} flow={flow} />
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
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={amountInvalid || busy} aria-busy={busy}>
          {busy ? 'Depositing...' : 'Deposit'}
        </Button>
      </div>
    </form>
  );
}

function AmountField({
  opportunity: o,
  target,
  flow,
  invalid,
}: {
  opportunity: YieldOpportunity;
  target: DepositTarget;
  flow: DepositFlow;
  invalid: boolean;
}) {
  const amountId = useId();
  return (
    <>
      <label htmlFor={amountId}>Amount ({o.asset})</label>
      <input
        id={amountId}
        className="fin-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={flow.amountText}
        disabled={flow.status.phase === 'busy'}
        aria-invalid={invalid && flow.amountText !== ''}
        onChange={(e) => flow.setAmountText(e.target.value)}
      />
      {flow.balance !== undefined ? (
        <p className="fin-muted dp-balance">
          Balance: {formatTokenAmount(amountToNumber(flow.balance, target.decimals), target.decimals)}{' '}
          {o.asset} on {o.chain}
        </p>
      ) : null}
    </>
  );
}

/** Bridging a USDC shortfall from another chain, a testnet wallet, or a wallet on another network. */
function DepositNotices({ opportunity: o, flow }: { opportunity: YieldOpportunity; flow: DepositFlow }) {
  const testnet = flow.chainId !== undefined && isDepositTestnet(flow.chainId);
  const wrongChain = flow.connected && !testnet && flow.chainId !== o.chainId;
  return (
    <>
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
    </>
  );
}
