import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import { useFinStore } from '@fin/shared/store/fin-store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allStablecoinsResponse, realHistory, realOpportunities } from './test/real-opportunities';
import { json, renderWithProviders, stubFetch } from './test/render';
import YieldsSection from './YieldsSection';

const { rows, capturedAt } = realOpportunities();

function serve(list = rows, options: { failList?: boolean } = {}) {
  const stub = stubFetch((url) => {
    if (url.pathname === '/api/defi/all-stablecoins') {
      if (options.failList)
        return json({ error: { code: 'UPSTREAM', message: 'Yield sources unavailable' } }, 503);
      const body = allStablecoinsResponse(list, capturedAt);
      return json(url.searchParams.get('refresh') === 'true' ? { ...body, cached: false } : body);
    }
    if (url.pathname.endsWith('/history')) return json({ success: true, id: 'x', points: realHistory() });
    return undefined;
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
}

const list = () => screen.getByRole('list', { name: 'Yield opportunities' });
const listedRows = () => within(list()).getAllByRole('button');

describe('YieldsSection', () => {
  beforeEach(() => useFinStore.setState({ walletPickerOpen: false }));

  it('loads the real opportunities, says they are cached, gives the capture date and that no rate is live', async () => {
    serve();
    await renderWithProviders(<YieldsSection />);
    expect(screen.getByText('Loading yield opportunities...')).toBeInTheDocument();
    expect(await screen.findByText('Cached')).toBeInTheDocument();
    expect(screen.getByTestId('yields-as-of')).toHaveTextContent(
      'Rows from a DefiLlama capture of Mar 4, 2026; no chain could be read just now, so no rate here is live',
    );
    expect(screen.getByTestId('yields-count')).toHaveTextContent(
      `${rows.length} of ${rows.length} opportunities`,
    );
  });

  it('shows a visitor 6 clear rows, the rest blurred behind a connect prompt', async () => {
    serve();
    await renderWithProviders(<YieldsSection />);
    await screen.findByText('Cached');
    expect(listedRows()).toHaveLength(6);
    const gate = screen.getByTestId('yields-gate');
    expect(gate).toHaveTextContent(`Connect a wallet to see all ${rows.length} opportunities`);
    fireEvent.click(within(gate).getByRole('button', { name: 'Connect wallet' }));
    expect(useFinStore.getState().walletPickerOpen).toBe(true);
  });

  it('puts BEST APY on the first row, HIGH YIELD above 20% and formats APY and TVL', async () => {
    serve();
    await renderWithProviders(<YieldsSection />);
    await screen.findByText('Cached');
    const [first, second] = listedRows();
    const top = [...rows].sort((a, b) => (b.apy ?? -1) - (a.apy ?? -1))[0]!;
    expect(first).toHaveTextContent('BEST APY');
    expect(within(first!).getByTestId('yield-apy')).toHaveTextContent(formatApy(top.apy));
    expect(within(first!).getByTestId('yield-tvl')).toHaveTextContent(formatTvl(top.tvl));
    expect(second).not.toHaveTextContent('BEST APY');
    const highYield = rows.filter((r) => (r.apy ?? 0) > 20).length;
    expect(within(list()).queryAllByText('HIGH YIELD')).toHaveLength(Math.min(highYield, 6));
  });

  it("shows '-' for an unknown APY and keeps it through the minimum-APY filter", async () => {
    const unknown = { ...rows[0]!, id: 'no-apy', protocol: 'Unknown APY Pool', apy: null, tvl: 5e12 };
    serve([unknown, ...rows]);
    await renderWithProviders(<YieldsSection />, { connected: true });
    await screen.findByText('Cached');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'tvl' } });
    const row = await screen.findByRole('button', { name: /Unknown APY Pool/ });
    expect(within(row).getByTestId('yield-apy')).toHaveTextContent('-');
    // End moves the slider thumb to its maximum, 30%.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Minimum APY' }), { key: 'End' });
    await waitFor(() => expect(screen.getByText('Min APY: 30%')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Unknown APY Pool/ })).toBeInTheDocument();
  });

  it('filters and sorts, writing the view into the URL', async () => {
    serve();
    await renderWithProviders(<YieldsSection />, { connected: true });
    await screen.findByText('Cached');
    fireEvent.change(screen.getByLabelText('Min TVL'), { target: { value: '100000000' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'tvl' } });
    const big = rows.filter((r) => (r.tvl ?? 0) >= 100_000_000).sort((a, b) => (b.tvl ?? 0) - (a.tvl ?? 0));
    expect(screen.getByTestId('yields-count')).toHaveTextContent(`${big.length} of ${rows.length}`);
    expect(within(listedRows()[0]!).getByTestId('yield-tvl')).toHaveTextContent(formatTvl(big[0]!.tvl));
    await waitFor(() => expect(window.location.search).toBe('?sort=tvl&minTvl=100000000'));
  });

  it('starts from the view in the URL', async () => {
    window.history.replaceState(null, '', '/yields?sort=tvl&chain=Base&risk=low');
    serve();
    await renderWithProviders(<YieldsSection mode="page" />, { connected: true });
    await screen.findByText('Cached');
    const expected = rows.filter((r) => r.chain === 'Base' && r.riskLevel === 'low');
    expect(screen.getByTestId('yields-count')).toHaveTextContent(`${expected.length} of ${rows.length}`);
    expect(screen.getByLabelText('Sort by')).toHaveValue('tvl');
    expect(screen.getByRole('button', { name: 'Low' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('View all yields')).not.toBeInTheDocument();
  });

  it('keeps the DOM bounded for a connected wallet: only rows in view exist', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ ...rows[i % rows.length]!, id: `row-${i}` }));
    serve(many);
    await renderWithProviders(<YieldsSection />, { connected: true });
    await screen.findByText('Cached');
    expect(screen.getByTestId('yields-count')).toHaveTextContent('2000 of 2000');
    const rendered = listedRows().length;
    expect(rendered).toBeGreaterThan(6);
    expect(rendered).toBeLessThan(30);
    expect(screen.queryByTestId('yields-gate')).not.toBeInTheDocument();
  });

  it('refreshes with ?refresh=true and shows fresh data', async () => {
    const stub = serve();
    await renderWithProviders(<YieldsSection />);
    await screen.findByText('Cached');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Fresh')).toBeInTheDocument();
    expect(stub.calls.some((c) => c.endsWith('/api/defi/all-stablecoins?refresh=true'))).toBe(true);
  });

  it('says when the list cannot load and retries', async () => {
    serve(rows, { failList: true });
    await renderWithProviders(<YieldsSection />);
    expect(await screen.findByText('Could not load yield opportunities')).toBeInTheDocument();
    expect(screen.getByText('Yield sources unavailable')).toBeInTheDocument();
    serve();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Cached')).toBeInTheDocument();
  });

  it('links the section to the /yields page with the current view', async () => {
    serve();
    await renderWithProviders(<YieldsSection />);
    await screen.findByText('Cached');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'risk' } });
    expect(screen.getByRole('link', { name: 'View all yields' })).toHaveAttribute(
      'href',
      '/yields?sort=risk',
    );
  });
});
