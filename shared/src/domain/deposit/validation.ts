// The checks a deposit passes before the wallet is asked for anything, in the order a
// person can act on them: a usable amount, a mainnet wallet, an integrated protocol, a configured token, the pool's
// limits, enough balance, and finally the right network (the only check that leads to an action: a switch).
import type { Address } from 'viem';
import { formatUnits, isAddress, parseUnits } from 'viem/utils';
import { isDepositTestnet } from '../chains/chains';
import { zeroAddress } from '../chains/evm';
import { parseAmount } from '../money/amount';
import { DEPOSIT_TESTNET_WARNING, integrationComingSoon, tokenNotConfigured } from './messages';
import { depositMethod, INTEGRATED_METHODS } from './method';

export type DepositBlockReason = 'amount' | 'testnet' | 'coming-soon' | 'token' | 'min' | 'max' | 'balance';

export type DepositCheck =
  | { status: 'blocked'; reason: DepositBlockReason; message: string }
  /** Everything is fine except the wallet's network: switch to `chainId` first, then deposit. */
  | { status: 'switch'; amount: bigint; chainId: number }
  | { status: 'ready'; amount: bigint };

export type DepositCheckInput = {
  amountText: string;
  protocol: string;
  asset: string;
  /** Chain name as listed ('Base'). */
  chain: string;
  chainId: number;
  poolAddress: string | null;
  /** Token address on the pool's chain; undefined when Fin has none configured there. */
  tokenAddress: Address | undefined;
  /** A native-coin deposit needs no token address. */
  nativeDeposit: boolean;
  decimals: number;
  /** The wallet's chain; undefined while not connected. */
  walletChainId: number | undefined;
  /** Wallet balance of the asset on the pool's chain, in base units; undefined while unknown. */
  balance: bigint | undefined;
  minDeposit: number;
  maxDeposit: number | null;
};

/** True when the pool has a contract Fin can deposit into (spec: otherwise 'integration coming soon'). */
export function hasDepositIntegration(poolAddress: string | null): poolAddress is Address {
  return !!poolAddress && isAddress(poolAddress) && poolAddress.toLowerCase() !== zeroAddress;
}

function limitUnits(limit: number, decimals: number): bigint {
  return parseUnits(limit.toFixed(decimals), decimals);
}

const plain = (value: bigint, decimals: number) => formatUnits(value, decimals);

export function checkDeposit(input: DepositCheckInput): DepositCheck {
  const parsed = parseAmount(input.amountText, input.decimals);
  if (!parsed.ok) return { status: 'blocked', reason: 'amount', message: parsed.error };
  const amount = parsed.value;
  if (input.walletChainId !== undefined && isDepositTestnet(input.walletChainId)) {
    return { status: 'blocked', reason: 'testnet', message: DEPOSIT_TESTNET_WARNING };
  }
  if (!hasDepositIntegration(input.poolAddress)) {
    return { status: 'blocked', reason: 'coming-soon', message: integrationComingSoon(input.protocol) };
  }
  if (!input.nativeDeposit && !input.tokenAddress) {
    return { status: 'blocked', reason: 'token', message: tokenNotConfigured(input.asset, input.chain) };
  }
  if (input.minDeposit > 0 && amount < limitUnits(input.minDeposit, input.decimals)) {
    return {
      status: 'blocked',
      reason: 'min',
      message: `Minimum deposit is ${input.minDeposit} ${input.asset}`,
    };
  }
  if (input.maxDeposit !== null && amount > limitUnits(input.maxDeposit, input.decimals)) {
    return {
      status: 'blocked',
      reason: 'max',
      message: `Maximum deposit is ${input.maxDeposit.toLocaleString('en-US')} ${input.asset}`,
    };
  }
  if (input.balance !== undefined && amount > input.balance) {
    return {
      status: 'blocked',
      reason: 'balance',
      message: `Insufficient ${input.asset} balance: you have ${plain(input.balance, input.decimals)} ${input.asset} on ${input.chain}`,
    };
  }
  if (input.walletChainId !== input.chainId) return { status: 'switch', amount, chainId: input.chainId };
  return { status: 'ready', amount };
}

/**
 * Why a row of a protocol Fin does deposit into cannot take a deposit: the row comes from the yields capture and
 * no contract of it was found on this network (the spec's 'integration coming soon' alone read as if the protocol
 * were missing while its other rows worked). Undefined for a depositable row or a protocol Fin does not integrate.
 */
export function notDepositableReason(o: {
  protocolSlug: string;
  protocol: string;
  asset: string;
  chain: string;
  poolAddress: string | null;
}): string | undefined {
  if (hasDepositIntegration(o.poolAddress) || !INTEGRATED_METHODS.has(depositMethod(o))) return undefined;
  return `Fin deposits into ${o.protocol} where it has the pool's contract. This ${o.asset} pool on ${o.chain} is listed from the yields data only, with no contract Fin can reach on this network, so it is shown for comparison.`;
}
