// Which transactions a deposit sends, per protocol. Pure: the dialog sends
// the plan as it is, the tests read it, and an existing approval is never asked for again.
import type { Address, Hex } from 'viem';
import { encodeFunctionData } from 'viem/utils';
import {
  AAVE_V2_POOL_ABI,
  AAVE_V3_POOL_ABI,
  AERODROME_DEPOSIT_ABI,
  COMPOUND_V3_COMET_ABI,
  DFORCE_ITOKEN_ABI,
  ERC20_DEPOSIT_ABI,
  ERC4626_ABI,
  MOONWELL_MTOKEN_ABI,
  SINGLE_AMOUNT_DEPOSIT_ABI,
} from './abis';
import type { DepositMethod } from './method';

export { type DepositMethod, depositMethod } from './method';

export type DepositTx = {
  kind: 'approve' | 'deposit';
  /** What the status line says while this one is pending. */
  label: string;
  to: Address;
  data: Hex;
  value?: bigint;
  /** Pause after this transaction is confirmed, before the next (Moonwell 2 s, Morpho vault 3 s after approving). */
  waitAfterMs?: number;
};

export type DepositPlanInput = {
  method: DepositMethod;
  protocol: string;
  asset: string;
  /** The protocol contract (the opportunity's poolAddress). */
  pool: Address;
  /** The ERC-20 deposited; absent for a native value transfer. */
  token?: Address;
  amount: bigint;
  user: Address;
  /** Current allowance of `pool` over the user's `token`; an approval is only added when it is short. */
  allowance: bigint;
};

// No gas limits here. The spec's fixed limits (Morpho vault deposit 250000, Moonwell mint 150000) ran out of gas
// on real vaults (a MetaMorpho deposit walks its supply queue: 258k-419k measured), so every transaction is sent
// with its own estimate plus a margin by the transaction runner (web3/tx-runner.ts).
export const MOONWELL_APPROVE_WAIT_MS = 2000;
export const MORPHO_APPROVE_WAIT_MS = 3000;

function depositCall(input: DepositPlanInput): Hex {
  const { method, token, amount, user } = input;
  switch (method) {
    case 'aave-v3':
      return encodeFunctionData({
        abi: AAVE_V3_POOL_ABI,
        functionName: 'supply',
        args: [token as Address, amount, user, 0],
      });
    case 'aave-v2':
      return encodeFunctionData({
        abi: AAVE_V2_POOL_ABI,
        functionName: 'deposit',
        args: [token as Address, amount, user, 0],
      });
    case 'dforce':
      return encodeFunctionData({ abi: DFORCE_ITOKEN_ABI, functionName: 'mint', args: [user, amount] });
    case 'compound-v3':
      return encodeFunctionData({
        abi: COMPOUND_V3_COMET_ABI,
        functionName: 'supply',
        args: [token as Address, amount],
      });
    case 'moonwell':
      return encodeFunctionData({ abi: MOONWELL_MTOKEN_ABI, functionName: 'mint', args: [amount] });
    case 'morpho-vault':
    case 'erc4626':
      return encodeFunctionData({ abi: ERC4626_ABI, functionName: 'deposit', args: [amount, user] });
    case 'aerodrome':
      return encodeFunctionData({ abi: AERODROME_DEPOSIT_ABI, functionName: 'deposit', args: [amount, 0n] });
    case 'beefy':
    case 'generic':
      return encodeFunctionData({ abi: SINGLE_AMOUNT_DEPOSIT_ABI, functionName: 'deposit', args: [amount] });
    case 'native-transfer':
      return '0x';
  }
}

/** The transactions to send, in order. Throws when an ERC-20 method has no token address. */
export function buildDepositPlan(input: DepositPlanInput): DepositTx[] {
  const { method, pool, token, amount, protocol, asset } = input;
  if (method === 'native-transfer') {
    return [
      {
        kind: 'deposit',
        label: `Depositing ${asset} to ${protocol}...`,
        to: pool,
        data: '0x',
        value: amount,
      },
    ];
  }
  if (!token) throw new Error(`${asset} has no token address for this deposit`);
  const txs: DepositTx[] = [];
  if (input.allowance < amount) {
    txs.push({
      kind: 'approve',
      label: `Approving ${asset}...`,
      to: token,
      // Exactly the amount: Fin never asks for an unlimited allowance.
      data: encodeFunctionData({ abi: ERC20_DEPOSIT_ABI, functionName: 'approve', args: [pool, amount] }),
      ...(method === 'moonwell' ? { waitAfterMs: MOONWELL_APPROVE_WAIT_MS } : {}),
      ...(method === 'morpho-vault' ? { waitAfterMs: MORPHO_APPROVE_WAIT_MS } : {}),
    });
  }
  txs.push({
    kind: 'deposit',
    label: `Depositing ${asset} to ${protocol}...`,
    to: pool,
    data: depositCall(input),
  });
  return txs;
}
