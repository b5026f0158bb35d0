// Bridge-and-deposit: once the bridged USDC is minted, deposit as soon as the re-read balance covers the amount.
// The deposit closure captured when the bridge started still sees the old, short balance, so this waits for a
// render with the fresh one and runs the deposit of that render.
import { parseAmount } from '@fin/shared/domain/money/amount';
import { useEffect, useRef, useState } from 'react';

type FreshBalance = { data?: bigint | { value: bigint } | undefined };

export function useDepositWhenFunded(o: {
  deposit: () => Promise<void>;
  /** The check still says the balance is short. */
  balanceShort: boolean;
  refetch: () => Promise<FreshBalance>;
  amountText: string;
  decimals: number;
  fail: (text: string) => void;
  asset: string;
  chain: string;
}): () => Promise<void> {
  const [afterFunding, setAfterFunding] = useState(false);
  const latestDeposit = useRef(o.deposit);
  latestDeposit.current = o.deposit;
  useEffect(() => {
    if (!afterFunding || o.balanceShort) return;
    setAfterFunding(false);
    void latestDeposit.current();
  }, [afterFunding, o.balanceShort]);

  return async () => {
    setAfterFunding(true);
    const fresh = await o.refetch();
    const needed = parseAmount(o.amountText.trim(), o.decimals);
    const have = typeof fresh.data === 'bigint' ? fresh.data : fresh.data?.value;
    if (needed.ok && have !== undefined && have < needed.value) {
      setAfterFunding(false);
      o.fail(
        `The bridged ${o.asset} has not arrived on ${o.chain} yet: deposit again once your balance shows it`,
      );
    }
  };
}
