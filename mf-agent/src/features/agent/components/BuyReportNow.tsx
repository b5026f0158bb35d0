// 'Buy report now': a risk report on the protocol the user picks, and what the agent's last look found.
import { parseUsdcUnits } from '@fin/shared/domain/agent/budget';
import { AGENT_PROTOCOL_NAMES, AGENT_PROTOCOLS, type AgentProtocol } from '@fin/shared/domain/agent/choice';
import type { AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { Button } from '@fin/shared/ui/Button';
import { useId, useState } from 'react';

/** Why 'Buy report now' cannot buy anything (a risk score): no budget left today, or no USDC to pay with. */
export function buyNowBlocked(agent: Pick<AgentInitializeResponse, 'budget' | 'balance'>): string | null {
  const line = agent.budget.lines.find((l) => l.service === 'risk-score');
  if (line && line.purchasesLeft === 0)
    return line.budgetUnits === 0
      ? 'Nothing can be bought: the daily budget is 0 USDC. Raise it above to buy a report.'
      : "Nothing can be bought: today's budget for risk scores is spent. Raise it above, or wait for tomorrow's.";
  let held = 0;
  try {
    held = parseUsdcUnits(agent.balance.usdc);
  } catch {
    return null;
  }
  if (line && held < line.priceUnits)
    return `Nothing can be bought: the agent holds ${agent.balance.usdc} USDC and a report costs more. Fund it above first.`;
  return null;
}

export function BuyReportNow({
  onBuyNow,
  disabled,
  blockedWhy,
  note,
}: {
  onBuyNow: ((protocol: AgentProtocol) => void) | undefined;
  disabled: boolean;
  /** Why nothing can be bought now (buyNowBlocked); the button is then off and this says why. */
  blockedWhy?: string | null;
  note: string | null | undefined;
}) {
  const [protocol, setProtocol] = useState<AgentProtocol>('aave');
  const id = useId();
  if (!onBuyNow) return null;
  return (
    <section className="fin-agent__buy" aria-label="Buy a report">
      <div className="fin-agent__row">
        <label htmlFor={`${id}-protocol`}>Risk report on</label>
        <select
          id={`${id}-protocol`}
          className="fin-select"
          value={protocol}
          onChange={(e) => setProtocol(e.target.value as AgentProtocol)}
        >
          {AGENT_PROTOCOLS.map((p) => (
            <option key={p} value={p}>
              {AGENT_PROTOCOL_NAMES[p]}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={() => onBuyNow(protocol)} disabled={disabled || !!blockedWhy}>
          Buy report now
        </Button>
      </div>
      {blockedWhy ? (
        <p className="fin-muted" data-testid="agent-buy-blocked">
          {blockedWhy}
        </p>
      ) : null}
      {note ? (
        <p className="fin-muted" data-testid="agent-look">
          {note}
        </p>
      ) : null}
    </section>
  );
}
