// The steps of a transaction plan as a short list: what each step is, where it stands and its transaction, so
// the user sees what the wallet will be asked and which transaction is which. Fed by useTransactionPlan().steps.
import { runtimeProfile } from '@fin/shared/config/runtime-config';
import { transactionLink } from '../domain/chains/tx-link';
import type { TxStepState, TxStepStatus } from '../web3/tx-plan';
import './tx-steps.css';

const STATUS_TEXT: Record<TxStepStatus, string> = {
  waiting: 'Waiting',
  checking: 'Simulating',
  wallet: 'Confirm in wallet',
  confirming: 'Confirming',
  done: 'Done',
  skipped: 'Not needed',
  failed: 'Failed',
};

// Before the runtime config is set (component tests) there is no chain to link to: say so rather than guess.
const profile = (): 'devnet' | 'mainnet' => runtimeProfile() ?? 'devnet';

export function TxSteps({ steps, testId }: { steps: readonly TxStepState[]; testId?: string }) {
  if (steps.length === 0) return null;
  const p = profile();
  const batched = steps.filter((s) => s.batched).length;
  return (
    <>
      <ol className="fin-txsteps" data-testid={testId} aria-label="Transaction steps">
        {steps.map((s) => {
          const link = s.hash ? transactionLink(s.chainId, s.hash, p) : undefined;
          return (
            <li
              key={s.id}
              className={`fin-txsteps__step fin-txsteps__step--${s.status}`}
              data-status={s.status}
            >
              <span className="fin-txsteps__label">{s.label.replace(/\.\.\.$/, '')}</span>
              <span className="fin-txsteps__status">{STATUS_TEXT[s.status]}</span>
              {link ? (
                <span className="fin-txsteps__hash fin-mono" data-testid="tx-hash" data-hash={s.hash}>
                  {link.href ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.text}
                    </a>
                  ) : (
                    link.text
                  )}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {batched > 1 ? (
        // EIP-5792: the wallet was asked once for these steps and applies all of them or none.
        <p className="fin-txsteps__note" data-testid="tx-one-request">
          {batched} steps, one wallet request: your wallet runs them together or not at all.
        </p>
      ) : null}
    </>
  );
}
