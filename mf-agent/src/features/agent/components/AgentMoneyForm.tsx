// The owner's Fund (USDC from the wallet to the agent) and Withdraw (all of the agent's USDC back) on Base.
import { Button } from '@fin/shared/ui/Button';
import { useId, useState } from 'react';

export type AgentMoneyProps = {
  onFund: (amount: string) => void;
  onWithdraw: () => void;
  moving: boolean;
  error: string | null;
};

export function AgentMoneyForm({ money, agentUsdc }: { money: AgentMoneyProps; agentUsdc: string }) {
  const [amount, setAmount] = useState('0.01');
  const id = useId();
  return (
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
          disabled={money.moving || Number(agentUsdc) === 0}
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
  );
}
