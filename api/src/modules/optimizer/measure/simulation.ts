// The node calls a move measurement is made of: eth_simulateV1 over blocks of calls (with a block time and state
// overrides), and the state override that hands the wallet USDC a CCTP mint would deliver.
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import { type Address, encodeFunctionData, type Hex, type PublicClient, pad, toHex } from 'viem';

export type SimCall = { from?: Address; to: Address; data: Hex; gas?: bigint };
export type SimBlock = {
  calls: { status: string; data: Hex; gasUsed: bigint; error?: { message?: string } }[];
};
export type StateOverride = { address: Address; stateDiff: { slot: Hex; value: Hex }[] }[];
export type SimBlockInput = { time?: bigint; calls: SimCall[]; stateOverrides?: StateOverride };

export const firstLine = (e: unknown) =>
  `${(e as Error)?.message ?? e}`.split('\n')[0]?.slice(0, 160) ?? 'unknown error';

/** The revert reason of a simulated call ("BadAsset"), not viem's multi-line report. */
export function revertReason(error: { message?: string } | undefined): string {
  const text = error?.message ?? '';
  const reason =
    /following reason:\s*\n?\s*([^\n]+)/.exec(text)?.[1] ?? /reverted:?\s*([^\n]+)/.exec(text)?.[1];
  return (reason ?? text.split('\n')[0] ?? '').trim().slice(0, 120);
}

/** One eth_simulateV1 call: the blocks in order, each call's status, return data and gas used. */
export function simulate(client: PublicClient, blocks: SimBlockInput[]): Promise<SimBlock[]> {
  return client.simulateBlocks({
    blocks: blocks.map((b) => ({
      ...(b.time ? { blockOverrides: { time: b.time } } : {}),
      ...(b.stateOverrides ? { stateOverrides: b.stateOverrides } : {}),
      calls: b.calls.map((x) => ({ ...(x.from ? { account: x.from } : {}), to: x.to, data: x.data })),
    })),
  } as never) as unknown as Promise<SimBlock[]>;
}

/**
 * A state override giving `user` `amount` more of `token`, for simulating a deposit of USDC that a CCTP mint
 * will deliver. The balance's storage slot is found by asking the node which slots balanceOf reads
 * (eth_createAccessList) and checking which one moves the balance: no token layout is assumed.
 */
export async function fundsOverride(
  client: PublicClient,
  token: Address,
  user: Address,
  amount: bigint,
): Promise<StateOverride> {
  const data = encodeFunctionData({ abi: ERC20_DEPOSIT_ABI, functionName: 'balanceOf', args: [user] });
  const current = await client.readContract({
    address: token,
    abi: ERC20_DEPOSIT_ABI,
    functionName: 'balanceOf',
    args: [user],
  });
  const { accessList } = await client.createAccessList({ account: user, to: token, data });
  const slots = accessList
    .filter((e) => e.address.toLowerCase() === token.toLowerCase())
    .flatMap((e) => e.storageKeys);
  const target = current + amount;
  const value = pad(toHex(target), { size: 32 });
  for (const slot of slots) {
    const override: StateOverride = [{ address: token, stateDiff: [{ slot, value }] }];
    const probe = await client
      .call({ to: token, data, stateOverride: override })
      .then((r) => (r.data ? BigInt(r.data) : -1n))
      .catch(() => -1n);
    if (probe === target) return override;
  }
  throw new Error(
    `could not simulate the minted ${amount} units on the destination (balance slot not found)`,
  );
}
