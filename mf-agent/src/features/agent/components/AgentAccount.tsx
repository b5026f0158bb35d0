// The agent's own account on Base: its address (or Simulation), ETH and USDC, and the owner's Fund and Withdraw.
import { formatTokenAmount, shortenAddress } from '@fin/shared/domain/money/format';
import type { AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { Badge } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { useId, useState } from 'react';

export type AgentMoneyProps = {
  onFund: (amount: string) => void;
  onWithdraw: () => void;
  moving: boolean;
  error: string | null;
};

export function AgentAccount({
  agent,
  money,
}: {
  agent: AgentInitializeResponse;
  money: AgentMoneyProps | undefined;
}) {
  const [amount, setAmount] = useState('0.01');
  const id = useId();
  return (
    <section className="fin-agent__account" aria-label="Agent account">
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
      {agent.address && money ? (
        <form
          className="fin-agent__money"
          onSubmit={(e) => {
            e.preventDefault();
            money.onFund(amount);
          }}
        >
          <label htmlFor={`${id}-fund`}>Fund from your wallet (USDC on Base)</label>
          <div className="fin-agent__row">
            <input
              id={`${id}-fund`}
              className="fin-input"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              disabled={money.moving}
            />
            <Button type="submit" disabled={money.moving}>
              Fund agent
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={money.onWithdraw}
              disabled={money.moving || Number(agent.balance.usdc) === 0}
            >
              Withdraw to my wallet
            </Button>
          </div>
          {money.error ? (
            <p className="fin-agent__error" role="alert">
              {money.error}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
