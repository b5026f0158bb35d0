// Today's report budget: total, spent and remaining, each service's line, the exhausted notice, and the owner's
// daily budget up to the server's cap.
import { formatUsdcUnits } from '@fin/shared/domain/agent/budget';
import { AGENT_MESSAGES } from '@fin/shared/domain/agent/panel';
import type { AgentBudget as AgentBudgetData } from '@fin/shared/schemas/agent-wallet';
import { BudgetForm } from './BudgetForm';

const SERVICE_LABEL = { 'risk-score': 'Risk scores', analytics: 'Analytics' } as const;

export function AgentBudget({
  budget,
  onSetBudget,
  error,
}: {
  budget: AgentBudgetData;
  onSetBudget: ((usdc: string) => void) | undefined;
  error: string | null;
}) {
  return (
    <section className="fin-agent__budget" aria-label="Report budget">
      <p>
        Budget today <strong data-testid="agent-budget">{formatUsdcUnits(budget.totalUnits)} USDC</strong> ·
        Spent <strong data-testid="agent-spent">{formatUsdcUnits(budget.spentUnits)}</strong> · Remaining{' '}
        <strong data-testid="agent-remaining">{formatUsdcUnits(budget.remainingUnits)}</strong>
      </p>
      <ul className="fin-muted">
        {budget.lines.map((l) => (
          <li key={l.service}>
            {SERVICE_LABEL[l.service]}: {formatUsdcUnits(l.spentUnits)} of {formatUsdcUnits(l.budgetUnits)}{' '}
            USDC · {formatUsdcUnits(l.priceUnits)} each · {l.purchasesLeft} left
          </li>
        ))}
      </ul>
      {budget.exhausted ? (
        <p className="fin-agent__exhausted" role="status">
          {AGENT_MESSAGES.budgetExhausted}
        </p>
      ) : null}
      {onSetBudget ? <BudgetForm budget={budget} onSetBudget={onSetBudget} /> : null}
      {error ? (
        <p className="fin-agent__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
