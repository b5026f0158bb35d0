// The owner's daily report budget, up to the server's cap.
import { formatUsdcUnits } from '@fin/shared/domain/agent/budget';
import type { AgentBudget as AgentBudgetData } from '@fin/shared/schemas/agent-wallet';
import { Button } from '@fin/shared/ui/Button';
import { useId, useState } from 'react';

export function BudgetForm({
  budget,
  onSetBudget,
}: {
  budget: AgentBudgetData;
  onSetBudget: (usdc: string) => void;
}) {
  const [value, setValue] = useState(formatUsdcUnits(budget.totalUnits));
  const id = useId();
  return (
    <form
      className="fin-agent__row"
      onSubmit={(e) => {
        e.preventDefault();
        onSetBudget(value);
      }}
    >
      <label htmlFor={`${id}-budget`}>Daily budget (USDC, up to {formatUsdcUnits(budget.capUnits)})</label>
      <input
        id={`${id}-budget`}
        className="fin-input fin-agent__budget-input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm">
        Set budget
      </Button>
    </form>
  );
}
