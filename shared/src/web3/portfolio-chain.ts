// The fallback when the API fails: read the six chains straight from the browser through the page's wagmi public
// clients, with the same read plan the API uses (shared/src/domain/portfolio/read.ts): one Multicall3 aggregate3
// per chain.

import { loadWalletStack } from '@fin/shared/web3/wallet-stack';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { DeadlineError, withDeadline } from '../api/deadline';
import { getChainName, PORTFOLIO_CHAIN_IDS } from '../domain/chains/chains';
import { MULTICALL3 } from '../domain/chains/contracts';
import {
  decodeAggregate3,
  encodeAggregate3,
  type ReadCall,
  type ReadResult,
} from '../domain/chains/multicall3';
import type { PortfolioData } from '../domain/portfolio/load';
import { classifyBalanceLoadError, type FailedChain } from '../domain/portfolio/load-error';
import { planPortfolioRead } from '../domain/portfolio/read';
import type { BalanceEntry } from '../schemas/portfolio';
import { chainReader } from './page-wallet';

/** A chain that has not answered within 30 s counts as failed, so one slow RPC cannot hold the panel in loading. */
const CHAIN_READ_TIMEOUT_MS = 30_000;

class ChainTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Empty answer where Multicall3 should be: no contract there, i.e. not the network we think (a network mismatch). */
class CallException extends Error {
  readonly code = 'CALL_EXCEPTION';
}

/**
 * A chain's read with the panel's deadline; a passed deadline reads as the chain's timeout. `signal` is the caller
 * giving up (the wallet changed, the panel unmounted): the read ends then, not at the deadline.
 */
function withTimeout<T>(
  work: () => Promise<T>,
  ms: number,
  chainName: string,
  signal: AbortSignal | undefined,
): Promise<T> {
  return withDeadline(ms, chainName, work, signal).catch((err: unknown) => {
    throw err instanceof DeadlineError
      ? new ChainTimeoutError(`${chainName} did not answer within ${ms} ms`)
      : err;
  });
}

async function aggregate(config: Config, chainId: number, calls: readonly ReadCall[]): Promise<ReadResult[]> {
  if (calls.length === 0) return [];
  const client = chainReader(config, chainId);
  const { data } = await client.call({ to: MULTICALL3, data: encodeAggregate3(calls) });
  if (!data || data === '0x')
    throw new CallException(`${getChainName(chainId)}: Multicall3 returned no data`);
  return decodeAggregate3(data);
}

async function readChain(config: Config, chainId: number, owner: Address): Promise<BalanceEntry[]> {
  const plan = planPortfolioRead(chainId, owner);
  return plan.decode(await aggregate(config, chainId, plan.calls));
}

export async function readPortfolioFromChains(
  config: Config,
  owner: string,
  signal?: AbortSignal,
  timeoutMs = CHAIN_READ_TIMEOUT_MS,
): Promise<PortfolioData> {
  const settled = await Promise.allSettled(
    PORTFOLIO_CHAIN_IDS.map((id) =>
      withTimeout(() => readChain(config, id, owner as Address), timeoutMs, getChainName(id), signal),
    ),
  );
  // A cancelled read has no answer, not six failed chains.
  signal?.throwIfAborted();
  const entries: BalanceEntry[] = [];
  const failedChains: FailedChain[] = [];
  settled.forEach((r, i) => {
    const chainId = PORTFOLIO_CHAIN_IDS[i] as number;
    if (r.status === 'fulfilled') entries.push(...r.value);
    else
      failedChains.push({
        chainId,
        chainName: getChainName(chainId),
        kind: classifyBalanceLoadError(r.reason),
      });
  });
  return {
    address: owner,
    entries,
    failedChains,
    chainsRead: PORTFOLIO_CHAIN_IDS.length - failedChains.length,
    lastUpdated: new Date().toISOString(),
    testnet: false,
    source: 'chain',
  };
}

/** The fallback as the portfolio query runs it: the page's wallet stack (loaded now if it is not yet) reads. */
export async function readPortfolioWithWalletStack(
  owner: string,
  signal?: AbortSignal,
): Promise<PortfolioData> {
  const stack = await loadWalletStack();
  return readPortfolioFromChains(stack.config, owner, signal);
}
