import type { HistoryPoint } from '@fin/shared/schemas/yields';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HistoryChart from './HistoryChart';

const point = (day: string, source: HistoryPoint['source'], apy: number, tvlUsd: number): HistoryPoint => ({
  timestamp: `${day}T00:00:00.000Z`,
  apy,
  apyBase: apy,
  apyReward: null,
  tvlUsd,
  source,
  apyMean30d: apy,
});

/** How many separate lines a path draws: one per pen-down (M). */
const lines = (figure: HTMLElement, color: string) =>
  (figure.querySelector(`path[stroke="${color}"]`)?.getAttribute('d') ?? '').split('M').length - 1;

describe('HistoryChart', () => {
  it('draws a gap as a gap and a captured mainnet series apart from the recorded devnet one', () => {
    render(
      <HistoryChart
        points={[
          point('2025-03-01', 'defillama-chart', 4, 91_500_000),
          point('2025-03-02', 'defillama-chart', 4.1, 91_400_000),
          point('2025-11-01', 'defillama-capture', 4.2, 91_600_000),
          point('2025-11-02', 'defillama-capture', 4.3, 91_700_000),
          point('2025-11-03', 'recorded', 3.9, 632_000),
          point('2025-11-04', 'recorded', 3.8, 633_000),
        ]}
      />,
    );
    const tvl = screen.getByTestId('tvl-history');
    // Captured TVL: two lines (March, November) with the gap between; recorded TVL its own series.
    expect(lines(tvl, '#2fbf71')).toBe(2);
    expect(lines(tvl, '#f472b6')).toBe(1);
    expect(tvl).toHaveTextContent('TVL · DefiLlama capture (mainnet)');
    expect(tvl).toHaveTextContent('TVL · Recorded by Fin');
    expect(screen.getAllByTestId('chart-marker')[0]).toHaveTextContent('Fin records from here');
    expect(screen.getByTestId('history-source')).toHaveTextContent(
      'Two sources, drawn apart: DefiLlama capture (mainnet), then Recorded by Fin. No data from Mar 2, 25 to Nov 1, 25.',
    );
  });

  it('gives a flat APY an axis whose labels differ', () => {
    render(
      <HistoryChart
        points={[
          point('2025-11-01', 'defillama-capture', 31.01, 1_000_000),
          point('2025-11-02', 'defillama-capture', 31.011, 1_000_000),
          point('2025-11-03', 'defillama-capture', 31.009, 1_000_000),
        ]}
      />,
    );
    const ticks = [...screen.getByTestId('apy-history').querySelectorAll('.yd-chart__tick')].map(
      (t) => t.textContent,
    );
    expect(ticks.slice(0, 2)).toEqual(['31.51%', '30.51%']);
    expect(screen.getByTestId('history-source')).toHaveTextContent('Source: DefiLlama capture (mainnet).');
  });
});
