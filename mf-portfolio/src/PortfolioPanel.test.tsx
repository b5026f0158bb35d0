import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { balanceEntryKey } from '@fin/shared/domain/portfolio/rows';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import { useFinStore } from '@fin/shared/store/fin-store';
import { testEntry, testMorphoPosition } from '@fin/shared/testing/portfolio-test-entries';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PortfolioPanel from './PortfolioPanel';
import { json, portfolioResponse, type Route, stubFetch, yieldsResponse } from './test/api-stub';
import { chainNode } from './test/chain-stub';
import { DEMO_ADDRESS, RPC_URLS, renderWithFin } from './test/render';
import { opportunity } from './test/yields';

const MARKET = '0x8793cf302b8ffd655ab97bd1c695dbd967807e8367a65cb2f4edaf1380ba1bda';

const ENTRIES = [
  testEntry('USDC', 1, '1234.5'),
  testEntry('aUSDC', 8453, '100.25'),
  testEntry('DAI', 137, '2.5'),
  testEntry('USDC', 8453, '2.5'),
  testMorphoPosition(8453, '20', MARKET, 'WETH'),
  testEntry('cUSDC', 8453, '0'),
];

const SERIES = [
  { timestamp: 1_750_000_000, valueUSD: 100, netInUSD: 100 },
  { timestamp: 1_756_000_000, valueUSD: 100.84, netInUSD: 100 },
];
/** What the API says the aUSDC row earned (counted) and the Morpho position (opened before the events read). */
const EARNINGS: EarningsResponse = {
  address: DEMO_ADDRESS,
  positions: [
    {
      key: balanceEntryKey(ENTRIES[1] as (typeof ENTRIES)[number]),
      chainId: 8453,
      chainName: 'Base',
      symbol: 'aUSDC',
      protocol: 'Aave V3',
      earnings: {
        status: 'counted',
        depositedUSD: 150,
        withdrawnUSD: 50,
        netInUSD: 100,
        valueUSD: 100.84,
        earnedUSD: 0.84,
        realizedApy: 4.21,
        since: 1_750_000_000,
        flowCount: 3,
        series: SERIES,
      },
    },
    {
      key: balanceEntryKey(ENTRIES[4] as (typeof ENTRIES)[number]),
      chainId: 8453,
      chainName: 'Base',
      symbol: 'USDC',
      protocol: 'Morpho Blue',
      earnings: { status: 'opened-before', fromBlock: 1_200_000, valueUSD: 20, series: SERIES },
    },
  ],
  totalEarnedUSD: 0.84,
  ranges: [{ chainId: 8453, fromBlock: 1_200_000, toBlock: 1_299_999 }],
  errors: [],
  history: [],
  computedAt: '2025-08-01T12:00:00.000Z',
};

function stubApi(entries = ENTRIES, extra: Parameters<typeof portfolioResponse>[0] | undefined = undefined) {
  return stubFetch({
    '/api/portfolio/': () => json(portfolioResponse(extra ?? { entries })),
    '/api/earnings/': () => json(EARNINGS),
    '/api/defi/all-stablecoins': () =>
      json(
        yieldsResponse([
          opportunity({
            protocol: 'Aave V3',
            chainId: 8453,
            asset: 'USDC',
            poolAddress: AAVE_V3_POOL[8453] ?? null,
            apy: 4.2,
          }),
          opportunity({ protocol: 'Morpho Blue', chainId: 8453, asset: 'USDC', poolAddress: MARKET, apy: 0 }),
        ]),
      ),
  });
}

const rows = () => screen.getAllByTestId('portfolio-row');
const rowText = (i: number) => rows()[i]?.textContent ?? '';

describe('PortfolioPanel: no wallet', () => {
  it("shows 'No wallet connected' and opens the wallet picker", async () => {
    const { calls } = stubFetch({});
    await renderWithFin(<PortfolioPanel />, { wallet: null });
    expect(screen.getByRole('heading', { name: 'USD Stablecoin Portfolio' })).toBeInTheDocument();
    expect(screen.getByText('No wallet connected')).toBeInTheDocument();
    expect(screen.getByText('Connect a wallet to view your balances')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(useFinStore.getState().walletPickerOpen).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('PortfolioPanel: loading', () => {
  it('shows skeleton rows and the loading text while the first read is in flight', async () => {
    stubFetch({ '/api/portfolio/': () => new Promise<Response>(() => {}) });
    const { container } = await renderWithFin(<PortfolioPanel />);
    // The wallet's panel is a chunk of its own: it shows once that has loaded, the balances still on their way.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading balances across all networks...');
    expect(container.querySelectorAll('.fin-skeleton').length).toBeGreaterThanOrEqual(4);
  });
});

describe('PortfolioPanel: loaded', () => {
  it('lists rows by USD value, then chain name, formatted as the spec says', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    expect(rows().map((r) => `${r.dataset.symbol}@${r.dataset.chainId}`)).toEqual([
      'USDC@1',
      'aUSDC@8453',
      'USDC@8453',
      'USDC@8453',
      'DAI@137',
    ]);
    expect(rowText(0)).toContain('1,234.50');
    expect(rowText(0)).toContain('$1,234.5000');
    expect(rowText(0)).toContain('USD Coin');
    expect(within(rows()[0] as HTMLElement).getByTestId('row-chain')).toHaveTextContent('Ethereum');
    // 18-decimal DAI shows 6 decimals.
    expect(within(rows()[4] as HTMLElement).getByTestId('row-balance')).toHaveTextContent('2.500000');
    expect(within(rows()[4] as HTMLElement).getByTestId('row-usd')).toHaveTextContent('$2.5000');
    // Total at 4 decimals, shortened address.
    expect(screen.getByTestId('portfolio-total')).toHaveTextContent('$1,359.7500');
    expect(screen.getByTestId('portfolio-address')).toHaveTextContent('0xf39F...2266');
    expect(screen.getByTestId('portfolio-updated')).toHaveTextContent(/Last updated/);
  });

  it('badges receipts with protocol and live APY, stablecoins with neither', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    const aave = (await screen.findAllByTestId('portfolio-row')).find((r) => r.dataset.symbol === 'aUSDC');
    await waitFor(() => expect(aave).toHaveTextContent('4.20% APY'));
    expect(aave).toHaveTextContent('Aave V3');
    expect(rowText(0)).not.toMatch(/APY|Aave/);
  });

  it('shows a Morpho Blue position with its market id and collateral, without an APY badge at 0%', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    const position = (await screen.findAllByTestId('portfolio-row')).find(
      (r) => r.dataset.type === 'position',
    );
    expect(position).toHaveTextContent('Morpho Blue');
    expect(position).toHaveTextContent('Market 0x8793...1bda');
    expect(position).toHaveTextContent('Collateral WETH');
    expect(position).not.toHaveTextContent('APY');
  });

  it('counts Total Assets, Chains and Active Positions in the footer, with the auto-refresh note', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    const footer = await screen.findByTestId('portfolio-footer');
    expect(within(footer).getByTestId('footer-assets')).toHaveTextContent('5');
    expect(within(footer).getByTestId('footer-chains')).toHaveTextContent('3');
    expect(within(footer).getByTestId('footer-positions')).toHaveTextContent('2');
    expect(footer).toHaveTextContent('Auto-refresh every 60s');
  });

  it('hides zero balances until asked, then shows them dimmed', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    expect(rows().some((r) => r.dataset.symbol === 'cUSDC')).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Show zero balances' }));
    const zero = rows().find((r) => r.dataset.symbol === 'cUSDC');
    expect(zero).toHaveClass('pf-row--zero');
    expect(rows().at(-1)).toBe(zero);
  });
});

describe('PortfolioPanel: filters', () => {
  it('filters by chain and asset, and says so when nothing matches', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    const [chain, asset] = screen.getAllByRole('combobox') as [HTMLSelectElement, HTMLSelectElement];
    expect([...chain.options].map((o) => o.text)).toEqual(['All Chains', 'Ethereum', 'Base', 'Polygon']);
    expect([...asset.options].map((o) => o.text)).toEqual(['All Assets', 'USDC', 'DAI', 'aUSDC']);

    await userEvent.selectOptions(chain, 'Base');
    expect(rows().every((r) => r.dataset.chainId === '8453')).toBe(true);
    expect(rows()).toHaveLength(3);

    await userEvent.selectOptions(asset, 'DAI');
    expect(screen.queryAllByTestId('portfolio-row')).toHaveLength(0);
    expect(screen.getByText('No matching assets')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(5);
  });
});

describe('PortfolioPanel: empty', () => {
  it("shows 'No assets found' with the copyable address and what Fin supports", async () => {
    stubApi([testEntry('USDC', 1, '0')]);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithFin(<PortfolioPanel />);
    expect(await screen.findByText('No assets found')).toBeInTheDocument();
    expect(screen.getByText(DEMO_ADDRESS)).toBeInTheDocument();
    expect(screen.getByText(/USDC, USDT, DAI, PYUSD, aUSDC/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Aave V3, Compound V3, Moonwell, Morpho Blue, Sky (sDAI), Spark Savings, Euler V2, Silo V2, SparkLend, Radiant V2, Benqi, dForce',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ethereum, Base, Arbitrum, Avalanche, Optimism, Polygon')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    expect(writeText).toHaveBeenCalledWith(DEMO_ADDRESS);
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toHaveTextContent('Copied');
  });

  it('gives a wallet on a testnet the empty result without reading anything', async () => {
    const { calls } = stubApi();
    await renderWithFin(<PortfolioPanel />, { walletChainId: 11155111 });
    expect(await screen.findByText('No assets found')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('/api/portfolio'))).toEqual([]);
  });
});

describe('PortfolioPanel: failures', () => {
  it('shows the other chains and a note naming the chain that failed', async () => {
    stubApi(undefined, {
      entries: ENTRIES.filter((e) => e.chainId !== 137),
      errors: [
        {
          chainId: 137,
          chainName: 'Polygon',
          code: 'TIMEOUT',
          message: 'Polygon did not answer within 10000 ms',
        },
      ],
    });
    await renderWithFin(<PortfolioPanel />);
    expect(await screen.findByTestId('failed-chains-note')).toHaveTextContent(
      'Balances on Polygon could not be loaded. Some networks are taking too long to respond. Showing available balances only.',
    );
    expect(rows().map((r) => r.dataset.chainId)).not.toContain('137');
    expect(rows()).toHaveLength(4);
  });

  it('shows the error and Retry when the API and the chains both fail; Retry loads again', async () => {
    let apiUp = false;
    const { calls } = stubFetch({
      '/api/portfolio/': () =>
        apiUp
          ? json(portfolioResponse({ entries: ENTRIES }))
          : json({ error: { code: 'X', message: 'down' } }, 503),
      '/api/defi/all-stablecoins': () => json(yieldsResponse([])),
    });
    await renderWithFin(<PortfolioPanel />);
    // The browser fallback tries each chain (viem retries a refused connection a few times) before giving up.
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(
      'Unable to fetch some balances. Networks may be temporarily unavailable.',
    );
    expect(screen.queryAllByTestId('portfolio-row')).toHaveLength(0);
    // The fallback tried the chains from the browser.
    expect(calls.some((c) => c.startsWith('POST /1'))).toBe(true);
    apiUp = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('portfolio-row')).toHaveLength(5);
    expect(calls.filter((c) => c.includes('/api/portfolio'))).toHaveLength(2);
  });
});

describe('PortfolioPanel: refresh', () => {
  it('keeps the rows on screen while the refresh button re-reads', async () => {
    let entries = ENTRIES;
    let release: () => void = () => {};
    const { calls } = stubFetch({
      '/api/portfolio/': async () => {
        if (calls.filter((c) => c.includes('/api/portfolio')).length > 1) {
          await new Promise<void>((r) => {
            release = r;
          });
        }
        return json(portfolioResponse({ entries }));
      },
      '/api/defi/all-stablecoins': () => json(yieldsResponse([])),
    });
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    entries = [...ENTRIES, testEntry('aUSDC', 1, '50')];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balances' }));
    expect(screen.getByTestId('portfolio-updated')).toHaveTextContent('Refreshing…');
    expect(rows()).toHaveLength(5);
    expect(screen.queryByText('Loading balances across all networks...')).not.toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(rows()).toHaveLength(6));
  });

  it('re-reads by itself every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubApi();
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    const reads = () => calls.filter((c) => c.includes('/api/portfolio')).length;
    expect(reads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(reads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(reads()).toBe(2));
  });
});

describe('PortfolioPanel: privacy, earnings, export', () => {
  it('masks every amount when balances are hidden', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    await userEvent.click(screen.getByRole('switch', { name: 'Hide balances' }));
    expect(useFinStore.getState().hideBalances).toBe(true);
    expect(screen.getByTestId('portfolio-total')).toHaveTextContent('••••••');
    for (const row of rows()) {
      expect(within(row).getByTestId('row-balance')).toHaveTextContent('••••••');
      expect(within(row).getByTestId('row-usd')).toHaveTextContent('••••••');
    }
    expect(document.body.textContent).not.toContain('1,234.50');
  });

  it('shows what each position earned, value shown less the money in, and says when a position predates the events read', async () => {
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    const aave = (await screen.findAllByTestId('portfolio-row')).find((r) => r.dataset.symbol === 'aUSDC');
    await waitFor(() => expect(aave).toHaveTextContent('+$0.2500 earned'));
    expect(aave).toHaveTextContent('$100.0000 in');
    expect(aave).toHaveTextContent('4.21% realized');
    expect(within(aave as HTMLElement).getByRole('img', { name: /Value over time/ })).toBeInTheDocument();
    const morpho = rows().find((r) => r.dataset.type === 'position') as HTMLElement;
    expect(within(morpho).getByTestId('row-earnings-note')).toHaveTextContent(
      'Opened before block 1,200,000, the earliest Fin reads on this chain: earnings not counted',
    );
    expect(screen.getByTestId('portfolio-earnings')).toHaveTextContent('Earned to date $0.2500');
  });

  it('exports the listed rows as CSV', async () => {
    stubApi();
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:portfolio';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    await userEvent.selectOptions(screen.getAllByRole('combobox')[0] as HTMLSelectElement, 'Ethereum');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const lines = (await (blob as Blob).text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('Ethereum,1,USDC,USD Coin,stablecoin,,1234.5,1234.5,,,,,,,');
  });
});

describe('PortfolioPanel: browser fallback', () => {
  it('reads the chains directly when the API fails, and names a chain that did not answer', async () => {
    const usdcBase = getTokenAddress('USDC', 8453) as string;
    const aUsdcArb = getTokenAddress('aUSDC', 42161) as string;
    const routes: Record<string, Route> = {
      '/api/portfolio/': () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
      '/api/defi/all-stablecoins': () => json(yieldsResponse([])),
    };
    for (const id of [1, 8453, 42161, 43114, 10]) {
      routes[RPC_URLS[id] as string] = chainNode({ [usdcBase]: 42_500_000n, [aUsdcArb]: 7_000_001n });
    }
    const { calls } = stubFetch(routes);
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row', {}, { timeout: 5_000 });
    expect(rows().map((r) => `${r.dataset.symbol}@${r.dataset.chainId}`)).toEqual([
      'USDC@8453',
      'aUSDC@42161',
    ]);
    expect(rowText(0)).toContain('$42.5000');
    expect(rowText(1)).toContain('$7.0000');
    expect(screen.getByTestId('failed-chains-note')).toHaveTextContent(
      'Balances on Polygon could not be loaded. Unable to fetch some balances.',
    );
    // One aggregate3 per chain that answered; no vault shares held, so no second round.
    expect(calls.filter((c) => c === 'POST /8453')).toHaveLength(1);
  });
});

describe('PortfolioPanel: allocation chart', () => {
  it('loads the chart only once the panel is on screen, with a table for screen readers', async () => {
    let reveal: () => void = () => {};
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        reveal = () =>
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    stubApi();
    await renderWithFin(<PortfolioPanel />);
    await screen.findAllByTestId('portfolio-row');
    expect(screen.queryByTestId('allocation-chart')).not.toBeInTheDocument();
    await act(async () => reveal());
    const byChain = await screen.findByRole('table', { name: 'Allocation by chain' });
    const chainRows = within(byChain).getAllByRole('row').slice(1);
    expect(chainRows.map((r) => r.textContent)).toEqual([
      'Ethereum$1,234.500090.8%',
      'Base$122.75009.0%',
      'Polygon$2.50000.2%',
    ]);
    const byProtocol = screen.getByRole('table', { name: 'Allocation by protocol' });
    expect(within(byProtocol).getByRole('rowheader', { name: 'Aave V3' })).toBeInTheDocument();
    expect(within(byProtocol).getByRole('rowheader', { name: 'Wallet (not earning)' })).toBeInTheDocument();
  });
});
