// One chain of the portfolio in ONE aggregate3 request. What to read and how to decode it is the shared read plan
// (shared/src/domain/portfolio/read.ts), which the browser fallback uses too, so both read exactly the same way;
// this adapter only sends the batch through the API's chain reader (deadline, error codes, block number).
import { planPortfolioRead } from '@fin/shared/domain/portfolio/read';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import type { Address } from 'viem';
import type { ChainReader } from '../../chains/chain-reader';

export type ChainPortfolio = { entries: BalanceEntry[]; blockNumber: bigint };

export async function readChainPortfolio(
  reader: ChainReader,
  chainId: number,
  owner: Address,
): Promise<ChainPortfolio> {
  const plan = planPortfolioRead(chainId, owner);
  if (plan.calls.length === 0) return { entries: [], blockNumber: 0n };
  const { results, blockNumber } = await reader.aggregate(chainId, plan.calls);
  return { entries: plan.decode(results), blockNumber };
}
