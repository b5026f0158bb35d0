import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { depositFooter } from '@fin/shared/domain/deposit/messages';
import { notDepositableReason } from '@fin/shared/domain/deposit/validation';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Dialog } from '@fin/shared/ui/Dialog';
import { depositTarget } from '../../../lib/deposit-target';
import { useDepositFlow } from '../hooks/useDepositFlow';
import { DepositFacts } from './DepositFacts';
import { DepositForm } from './DepositForm';
import './deposit.css';

/** 'Deposit to {protocol}': the dialog that deposits into one yield opportunity. */
export function DepositDialog({
  opportunity: o,
  open,
  onOpenChange,
  initialAmount,
}: {
  opportunity: YieldOpportunity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The amount another section asked for (the chat's 'Open deposit: 1500 USDC …'), filled in for the person to check. */
  initialAmount?: string | undefined;
}) {
  const target = depositTarget(o);
  const whyNot = notDepositableReason(o);
  const flow = useDepositFlow(o, target, () => onOpenChange(false), initialAmount);
  const busy = flow.status.phase === 'busy';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={`Deposit to ${o.protocol}`}
      // Several pools of one protocol share asset and chain (four Morpho vaults with USDC on Ethereum and Base): the
      // pool's name, as the list and the detail show it, says which one the money goes into.
      description={o.poolMeta ?? undefined}
    >
      <DepositFacts opportunity={o} />
      {!flow.connected ? (
        <ConnectPrompt title="Connect a wallet to deposit" />
      ) : (
        <DepositForm opportunity={o} target={target} flow={flow} onCancel={() => onOpenChange(false)} />
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
