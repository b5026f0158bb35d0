import { CallExecutionError, ExecutionRevertedError } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { testEntry } from '../../../testing/portfolio-test-entries';
import { BalanceLoadError, loadPortfolio, type PortfolioData, type PortfolioSources } from './load';
import { BALANCE_LOAD_MESSAGES, type FailedChain } from './load-error';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function data(partial: Partial<PortfolioData>): PortfolioData {
  return {
    address: ADDRESS,
    entries: [],
    failedChains: [],
    chainsRead: 6,
    lastUpdated: '2025-08-01T00:00:00Z',
    testnet: false,
    source: 'api',
    ...partial,
  };
}

const allFailed = (kind: FailedChain['kind']): Partial<PortfolioData> => ({
  chainsRead: 0,
  failedChains: [1, 8453, 42161, 43114, 10, 137].map((chainId) => ({
    chainId,
    chainName: String(chainId),
    kind,
  })),
});

function sources(fromApi: PortfolioSources['fromApi'], fromChains: PortfolioSources['fromChains']) {
  return { fromApi: vi.fn(fromApi), fromChains: vi.fn(fromChains) };
}

describe('loadPortfolio', () => {
  it('uses the API answer and never touches the chains when it read something', async () => {
    const s = sources(
      async () => data({ entries: [testEntry('USDC', 1, '5')], ...allFailed('timeout'), chainsRead: 1 }),
      async () => data({}),
    );
    const result = await loadPortfolio(ADDRESS, 1, s);
    expect(result.entries).toHaveLength(1);
    expect(s.fromChains).not.toHaveBeenCalled();
  });

  it('falls back to the chains when the API fails or could read no chain', async () => {
    const fromChain = data({ source: 'chain', entries: [testEntry('USDC', 1, '5')] });
    const failing = sources(
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => fromChain,
    );
    expect(await loadPortfolio(ADDRESS, 1, failing)).toBe(fromChain);
    const blind = sources(
      async () => data(allFailed('other')),
      async () => fromChain,
    );
    expect(await loadPortfolio(ADDRESS, 1, blind)).toBe(fromChain);
  });

  it('returns the empty result for a wallet on a testnet without reading', async () => {
    const s = sources(
      async () => data({}),
      async () => data({}),
    );
    const result = await loadPortfolio(ADDRESS, 84532, s);
    expect(result).toMatchObject({ testnet: true, entries: [], failedChains: [] });
    expect(s.fromApi).not.toHaveBeenCalled();
  });

  it.each([
    ['timeout', BALANCE_LOAD_MESSAGES.timeout],
    ['callException', BALANCE_LOAD_MESSAGES.callException],
    ['other', BALANCE_LOAD_MESSAGES.other],
  ] as const)('when both fail on every chain by %s, says so with the spec text', async (kind, message) => {
    const s = sources(
      async () => Promise.reject(new Error('down')),
      async () => data(allFailed(kind)),
    );
    const error = await loadPortfolio(ADDRESS, 1, s).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BalanceLoadError);
    expect((error as BalanceLoadError).message).toBe(message);
  });

  it('classifies a fallback that throws by its cause', async () => {
    const reverted = new CallExecutionError(new ExecutionRevertedError({ message: 'reverted' }), {});
    const s = sources(
      async () => Promise.reject(new Error('down')),
      async () => Promise.reject(reverted),
    );
    await expect(loadPortfolio(ADDRESS, 1, s)).rejects.toThrow(BALANCE_LOAD_MESSAGES.callException);
  });
});
