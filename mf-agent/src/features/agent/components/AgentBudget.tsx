// Today's report budget: total, spent and remaining, each service's line, the exhausted notice, and the owner's
// daily budget up to the server's cap.
import { budgetLineText, formatUsdcUnitsAlike } from '@fin/shared/domain/agent/budget';
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
  const [total, spent, remaining] = formatUsdcUnitsAlike([
    budget.totalUnits,
    budget.spentUnits,
    budget.remainingUnits,
  ]);
  return (
    <section className="fin-agent__budget" aria-label="Report budget">
      <p>
        Budget today <strong data-testid="agent-budget">{total} USDC</strong> · Spent{' '}
        <strong data-testid="agent-spent">{spent}</strong> · Remaining{' '}
        <strong data-testid="agent-remaining">{remaining}</strong>
      </p>
      <ul className="fin-muted">
        {budget.lines.map((l) => (
          <BudgetLineItem key={l.service} line={l} />
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

function BudgetLineItem({ line }: { line: AgentBudgetData['lines'][number] }) {
  return <li data-testid="agent-budget-line">{budgetLineText(SERVICE_LABEL[line.service], line)}</li>;
}
