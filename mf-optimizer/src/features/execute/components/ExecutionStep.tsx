// One step of a running move: its status, what it asks of the user now, and each transaction it sent.
import { runtimeProfile } from '@fin/shared/config/runtime-config';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { transactionLink } from '@fin/shared/domain/chains/tx-link';
import { shortenAddress } from '@fin/shared/domain/money/format';
import type { RebalanceStep, RebalanceStepStatus } from '@fin/shared/domain/optimizer/rebalance-steps';

const STATUS_TEXT: Record<RebalanceStepStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Done',
  skipped: 'Not needed',
  error: 'Failed',
};

function StepTx({ t }: { t: RebalanceStep['txs'][number] }) {
  // A devnet transaction has no public explorer page: transactionLink says so instead of linking.
  const link = transactionLink(t.chainId, t.hash, runtimeProfile() ?? 'devnet');
  const url = link.href;
  const text = `${t.label} on ${getChainName(t.chainId)}: ${url ? shortenAddress(t.hash, 10, 8) : link.text}`;
  return (
    <span className="opt-step__tx fin-mono" data-hash={t.hash}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </span>
  );
}

export function ExecutionStep({ s }: { s: RebalanceStep }) {
  return (
    <li
      data-step={s.id}
      data-status={s.status}
      aria-current={s.status === 'in-progress' ? 'step' : undefined}
    >
      <span className={`opt-step__badge opt-step__badge--${s.status}`}>{STATUS_TEXT[s.status]}</span>
      <span className="opt-step__label">{s.label}</span>
      {s.detail && <span className="opt-step__detail fin-muted">{s.detail}</span>}
      {s.txs.map((t) => (
        <StepTx key={t.hash} t={t} />
      ))}
    </li>
  );
}
