// The agent's own account on Base: its address (or Simulation), ETH and USDC, and the owner's Fund and Withdraw.
import type { AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { AgentMoneyForm, type AgentMoneyProps } from './AgentMoneyForm';
import { AgentWalletFacts } from './AgentWalletFacts';

export function AgentAccount({
  agent,
  money,
}: {
  agent: AgentInitializeResponse;
  money: AgentMoneyProps | undefined;
}) {
  return (
    <section className="fin-agent__account" aria-label="Agent account">
      <AgentWalletFacts agent={agent} />
      {agent.address && money ? <AgentMoneyForm money={money} agentUsdc={agent.balance.usdc} /> : null}
    </section>
  );
}
