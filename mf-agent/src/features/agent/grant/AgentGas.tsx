// The agent's gas on the network of a grant in force: what its account holds, what a move may cost, and a button
// that sends five moves' worth from the wallet (a plain transfer through the shared runner: estimated before the
// wallet signs, a reverted one reads as failed). The server weighs no move until the account holds one move's gas.
import { gasTopUpWei, holdsMoveGas, moveGasWei, upToTwoDigits } from '@fin/shared/domain/agent/move-gas';
import { getChain } from '@fin/shared/domain/chains/chains';
import { useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import { Button } from '@fin/shared/ui/Button';
import { buildTxPlan, writeStep } from '@fin/shared/web3/tx-plan';
import type { FinChainId } from '@fin/shared/web3/wagmi-config';
import { useState } from 'react';
import { type Address, formatEther } from 'viem';
import { useBalance, useGasPrice } from 'wagmi';

export function AgentGas(p: { wallet: Address; agent: Address; chainId: number }) {
  const chainId = p.chainId as FinChainId;
  const balance = useBalance({ address: p.agent, chainId, query: { refetchInterval: 15_000 } });
  const price = useGasPrice({ chainId });
  const tx = useTransactionPlan();
  const [sent, setSent] = useState<string | null>(null);
  const chain = getChain(chainId);
  const coin = chain?.nativeCurrency.symbol ?? 'ETH';
  const network = chain?.name ?? `network ${chainId}`;
  if (balance.data === undefined || price.data === undefined)
    return (
      <p className="fin-muted" data-testid="agent-gas">
        {balance.error || price.error
          ? `Your agent's gas on ${network} could not be read`
          : `Reading your agent's gas on ${network}…`}
      </p>
    );
  const held = balance.data.value;
  const topUp = gasTopUpWei(held, price.data);
  const send = async () => {
    setSent(null);
    const amount = `${formatEther(topUp)} ${coin}`;
    const plan = buildTxPlan(p.wallet, [
      writeStep({
        chainId,
        id: 'agent-gas',
        label: `Send ${amount} to your agent for gas`,
        call: { to: p.agent, data: '0x', value: topUp },
      }),
    ]);
    try {
      await tx.run(plan);
      setSent(`Sent ${amount} to your agent on ${network}`);
    } catch {
      // The runner's own words are shown below (rejected, would fail, reverted).
    }
    await balance.refetch();
  };
  return (
    <div className="fin-grant__gas" data-testid="agent-gas">
      <p>
        Gas for moves on {network}: your agent's account holds{' '}
        <strong data-testid="agent-gas-held">
          {formatEther(held)} {coin}
        </strong>
        ; a move can cost up to {formatEther(upToTwoDigits(moveGasWei(price.data)))} {coin}.
        {holdsMoveGas(held, price.data) ? '' : ' Moves wait until it holds that.'}
      </p>
      {topUp > 0n ? (
        <Button variant="secondary" size="sm" onClick={() => void send()} disabled={tx.status === 'pending'}>
          {tx.status === 'pending' ? 'Sending…' : `Send ${formatEther(topUp)} ${coin} for gas`}
        </Button>
      ) : null}
      {sent ? <p role="status">{sent}</p> : null}
      {tx.errorText ? (
        <p className="fin-agent__error" role="alert">
          {tx.errorText}
        </p>
      ) : null}
    </div>
  );
}
