// The agent's own wallet on Base: its address (or Simulation when it has none), its ETH for gas and its USDC.
import { formatTokenAmount, shortenAddress } from '@fin/shared/domain/money/format';
import type { AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { Badge } from '@fin/shared/ui/Badge';

export function AgentWalletFacts({ agent }: { agent: AgentInitializeResponse }) {
  return (
    <dl className="fin-agent__wallet" aria-label="Agent wallet">
      <div>
        <dt>Agent wallet</dt>
        <dd>
          {agent.address ? (
            <span className="fin-mono" title={agent.address} data-testid="agent-address">
              {shortenAddress(agent.address)}
            </span>
          ) : (
            <Badge tone="warning">Simulation</Badge>
          )}
        </dd>
      </div>
      <div>
        <dt>ETH (Base)</dt>
        <dd data-testid="agent-eth">{formatTokenAmount(agent.balance.eth, 18)}</dd>
      </div>
      <div>
        <dt>USDC (Base)</dt>
        <dd data-testid="agent-usdc">{Number(agent.balance.usdc).toFixed(4)}</dd>
      </div>
    </dl>
  );
}
