import { formatApy } from '@fin/shared/domain/money/format';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allStablecoinsResponse, realOpportunities } from '../../../test/real-opportunities';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import YieldsSection from '../../../YieldsSection';

describe('a spiking row in the list', () => {
  it('is badged SPIKE and listed by its 30-day mean, not its APY', async () => {
    const { rows, capturedAt } = realOpportunities();
    // A real row whose APY jumps to 4x its 30-day mean: by APY it would lead the list, by its mean it does not.
    const others = (id: string) => rows.filter((r) => r.id !== id).map((r) => r.apy ?? 0);
    const base = rows
      .filter(
        (r) => (r.stats.apyMean30d ?? 0) > 0 && (r.stats.apyMean30d ?? 0) * 4 > Math.max(...others(r.id)),
      )
      .sort((a, b) => (a.stats.apyMean30d ?? 0) - (b.stats.apyMean30d ?? 0))[0] as (typeof rows)[number];
    const mean = base.stats.apyMean30d as number;
    const spiking = { ...base, apy: mean * 4 };
    const served = rows.map((r) => (r.id === base.id ? spiking : r));
    const rank = (o: (typeof rows)[number]) => (o.id === spiking.id ? mean : (o.apy ?? 0));
    const stub = stubFetch((url) =>
      url.pathname === '/api/defi/all-stablecoins'
        ? json(allStablecoinsResponse(served, capturedAt))
        : undefined,
    );
    vi.stubGlobal('fetch', stub.fetchStub);
    await renderWithProviders(<YieldsSection />);
    await screen.findByText('Cached');
    const list = screen.getByRole('list', { name: 'Yield opportunities' });
    const ids = within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-pool-id'));
    const shownRanks = ids.map((id) => rank(served.find((o) => o.id === id) as (typeof rows)[number]));
    // Listed in ranking order, and the spike is placed where its mean puts it (here, below a row with a lower APY).
    expect(shownRanks).toEqual([...shownRanks].sort((a, b) => b - a));
    const row = list.querySelector(`[data-pool-id="${spiking.id}"]`) as HTMLElement;
    expect(row).not.toBeNull();
    expect(ids[0]).not.toBe(spiking.id);
    expect(within(row).getByTestId('yield-spike').textContent).toBe('SPIKE');
    expect(within(row).getByTestId('yield-ranked-on').textContent).toBe(`ranked on ${formatApy(mean)}`);
    expect(screen.getByRole('option', { name: 'Highest APY (spikes on their 30-day mean)' })).toBeDefined();
  });
});
