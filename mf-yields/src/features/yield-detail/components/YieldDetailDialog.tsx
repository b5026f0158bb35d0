import { depositFooter } from '@fin/shared/domain/deposit/messages';
import { depositSupport } from '@fin/shared/domain/deposit/support';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Button } from '@fin/shared/ui/Button';
import { Dialog } from '@fin/shared/ui/Dialog';
import { type ComponentType, useState } from 'react';
import { HistorySection } from './HistorySection';
import { YieldCalculator } from './YieldCalculator';
import { YieldFacts } from './YieldFacts';
import './detail.css';

/**
 * A row Fin cannot deposit into says so before anything is typed, with the protocol's own page to deposit there:
 * no deposit form that could only end in 'coming soon'.
 */
function NotDepositable({ reason, url, protocol }: { reason: string; url: string; protocol: string }) {
  return (
    <div className="yd-why-not" data-testid="deposit-why-not">
      <p className="fin-muted">{reason}</p>
      <a href={url} target="_blank" rel="noopener noreferrer" data-testid="protocol-link">
        Deposit on {protocol}’s own page ↗
      </a>
    </div>
  );
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
  const support = depositSupport(o);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${o.protocol} · ${o.asset} on ${o.chain}`}
      description={o.poolMeta ?? undefined}
    >
      <div className="yd-body" data-testid="yield-detail">
        <YieldFacts o={o} />
        {support.depositable ? (
          <div className="yd-deposit">
            <Button onClick={() => setDepositOpen(true)}>Deposit</Button>
            <span className="fin-muted">{depositFooter(o.protocol, true)}</span>
          </div>
        ) : (
          <NotDepositable reason={support.reason} url={support.url} protocol={o.protocol} />
        )}
        <HistorySection o={o} />
        <YieldCalculator o={o} />
      </div>
      {support.depositable ? (
        <DepositDialog opportunity={o} open={depositOpen} onOpenChange={setDepositOpen} />
      ) : null}
    </Dialog>
  );
}
