// A move in words, for its log lines, its news and the panel: what it moves, and where the money is when it stops
// at a step. Between networks the money can be in a pool or the wallet on the network it leaves, on its way (burned,
// to be minted to the owner's own address), or in the wallet on the destination.
import { formatUnits } from 'viem';
import type { MovePlan } from './moves-store';

/** The network step `i` is sent on. */
export const stepChain = (p: MovePlan, i: number): number => p.steps[i]?.chainId ?? p.chainId;

const source = (p: MovePlan) => p.fromChain ?? p.chain;
const fromWhere = (p: MovePlan) => (p.fromProtocol === 'Wallet' ? 'your wallet' : p.fromProtocol);

export const what = (p: MovePlan) =>
  `${formatUnits(BigInt(p.amountUnits), 6)} USDC from ${fromWhere(p)} on ${source(p)} into ${p.toProtocol} on ${p.chain}`;

/** The panel's one line: '250 USDC: Aave V3 → Compound V3 on Base' or '… on Base → Compound V3 on Arbitrum'. */
export const summary = (p: MovePlan) =>
  p.fromChain
    ? `${formatUnits(BigInt(p.amountUnits), 6)} USDC: ${p.fromProtocol} on ${p.fromChain} → ${p.toProtocol} on ${p.chain}`
    : `${formatUnits(BigInt(p.amountUnits), 6)} USDC: ${p.fromProtocol} → ${p.toProtocol} on ${p.chain}`;

/** Where the USDC is when step `i` did not happen and the steps before it did. */
export function whereMoney(p: MovePlan, i: number): string {
  const last = i > 0 ? p.steps[i - 1]?.name : undefined;
  if (last === 'withdraw')
    return `the USDC is in your wallet on ${source(p)} (out of ${p.fromProtocol}, not into ${p.toProtocol})`;
  if (last === 'burn')
    return `the USDC was burned on ${source(p)} by CCTP and is minted to your own address on ${p.chain} only: the burn's transaction is listed with the move, and Fin's transfer recovery (paste it in the transfer section) mints it`;
  if (last === 'mint') return `the USDC is in your wallet on ${p.chain} (not into ${p.toProtocol})`;
  return p.fromProtocol === 'Wallet'
    ? `the USDC is still in your wallet on ${source(p)}`
    : `the USDC is still in ${p.fromProtocol} on ${source(p)}`;
}

/** A move stopped at step `i`: nothing happened, or its first steps did and the rest did not. */
export const didNot = (i: number) => (i > 0 ? 'did not finish' : 'did not happen');

/** 'Deposit 250 USDC into …' inside a sentence: 'deposit 250 USDC into …'. */
export const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
