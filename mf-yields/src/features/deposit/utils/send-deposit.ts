// Sends a deposit plan through the connected wallet, one transaction at a time, waiting for each receipt (and
// the spec's pause after an approval) before the next. The allowance is read right before planning, so an
// approval the user already gave is not asked again.

import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit-abis';
import { buildDepositPlan } from '@fin/shared/domain/deposit-plan';
import type { Address, Hash } from 'viem';
import type { Config } from 'wagmi';
import { readContract, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions';
import type { DepositTarget } from './deposit-target';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export type SendDepositInput = {
  config: Config;
  target: DepositTarget;
  protocol: string;
  asset: string;
  chainId: number;
  amount: bigint;
  user: Address;
  onStep: (label: string) => void;
  onHash: (hash: Hash) => void;
};

export async function sendDeposit(input: SendDepositInput): Promise<Hash> {
  const { config, target, chainId, amount, user } = input;
  if (!target.pool) throw new Error(`${input.protocol} has no deposit contract`);
  const allowance =
    target.nativeDeposit || !target.token
      ? 0n
      : await readContract(config, {
          address: target.token,
          abi: ERC20_DEPOSIT_ABI,
          functionName: 'allowance',
          args: [user, target.pool],
          chainId: chainId as never,
        });
  const plan = buildDepositPlan({
    method: target.method,
    protocol: input.protocol,
    asset: input.asset,
    pool: target.pool,
    token: target.token,
    amount,
    user,
    allowance,
  });
  let last: Hash | undefined;
  for (const tx of plan) {
    input.onStep(tx.label);
    const hash = await sendTransaction(config, {
      account: user,
      to: tx.to,
      data: tx.data,
      value: tx.value,
      gas: tx.gas,
      chainId: chainId as never,
    });
    if (tx.kind === 'deposit') input.onHash(hash);
    const receipt = await waitForTransactionReceipt(config, { hash, chainId: chainId as never });
    if (receipt.status !== 'success')
      throw new Error(`${tx.kind === 'approve' ? 'Approval' : 'Deposit'} reverted (${hash})`);
    if (tx.waitAfterMs) await sleep(tx.waitAfterMs);
    last = hash;
  }
  return last as Hash;
}
