import { depositFooter } from '@fin/shared/domain/deposit-messages';
import { hasDepositIntegration, notDepositableReason } from '@fin/shared/domain/deposit-validation';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Button } from '@fin/shared/ui/Button';
import { Dialog } from '@fin/shared/ui/Dialog';
import { type ComponentType, useState } from 'react';
import { HistorySection } from './HistorySection';
import { YieldCalculator } from './YieldCalculator';
import { YieldFacts } from './YieldFacts';
import './detail.css';

/** Why a row of a protocol Fin integrates takes no deposit (it has no contract Fin can reach on this network). */
function NotDepositable({ o }: { o: YieldOpportunity }) {
  const reason = notDepositableReason(o);
  return reason ? (
    <p className="fin-muted yd-why-not" data-testid="deposit-why-not">
      {reason}
    </p>
  ) : null;
}

/** What the detail modal opens for 'Deposit'; the section passes the deposit feature's dialog in. */
export type DepositDialogProps = {
  opportunity: YieldOpportunity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The detail modal a row click opens: facts, history, calculator and the way to deposit. */
export default function YieldDetailDialog({
  opportunity: o,
  onClose,
  DepositDialog,
}: {
  opportunity: YieldOpportunity;
  onClose: () => void;
  DepositDialog: ComponentType<DepositDialogProps>;
}) {
  const [depositOpen, setDepositOpen] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${o.protocol} · ${o.asset} on ${o.chain}`}
      description={o.poolMeta ?? undefined}
    >
      <div className="yd-body" data-testid="yield-detail">
        <YieldFacts o={o} />
        <div className="yd-deposit">
          <Button onClick={() => setDepositOpen(true)}>Deposit</Button>
          <span className="fin-muted">{depositFooter(o.protocol, hasDepositIntegration(o.poolAddress))}</span>
        </div>
        <NotDepositable o={o} />
        <HistorySection o={o} />
        <YieldCalculator o={o} />
      </div>
      <DepositDialog opportunity={o} open={depositOpen} onOpenChange={setDepositOpen} />
    </Dialog>
  );
}
