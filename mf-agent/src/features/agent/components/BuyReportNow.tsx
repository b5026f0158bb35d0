// 'Buy report now': a risk report on the protocol the user picks, and what the agent's last look found.
import { AGENT_PROTOCOL_NAMES, AGENT_PROTOCOLS, type AgentProtocol } from '@fin/shared/domain/agent/choice';
import { Button } from '@fin/shared/ui/Button';
import { useId, useState } from 'react';

export function BuyReportNow({
  onBuyNow,
  disabled,
  note,
}: {
  onBuyNow: ((protocol: AgentProtocol) => void) | undefined;
  disabled: boolean;
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
        <Button size="sm" onClick={() => onBuyNow(protocol)} disabled={disabled}>
          Buy report now
        </Button>
      </div>
      {note ? (
        <p className="fin-muted" data-testid="agent-look">
          {note}
        </p>
      ) : null}
    </section>
  );
}
