// The optimizer's flow in the page's providers, with the real domain behind a stubbed API: the reserve the user
// sets is what the analysis is asked for; the result shows idle money at 0.00%, each proposed and dropped move with
// its arithmetic; only moves into the selected recommendations are executed.
import type { OptimizeRequestInput } from '@fin/shared/schemas/optimizer';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import PortfolioOptimizer from './PortfolioOptimizer';
import { json, stubFetch } from './test/api-stub';
import { optimizerResult } from './test/optimizer-result';
import { renderWithFin } from './test/render';

/** Runs the analysis to its end: the three one-second stages on a fake clock, the answer from the stub. */
async function analyze() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.click(screen.getByRole('button', { name: /Analyze/ }));
  await act(() => vi.advanceTimersByTimeAsync(3_100));
  return screen.findByText(/^Analysis complete:/);
}

function stubOptimizer() {
  return stubFetch({
    '/api/optimizer/optimize': (_url, body) =>
      json({ success: true, data: optimizerResult(body as OptimizeRequestInput) }),
  });
}

test('a per-chain reserve is what the analysis is asked for, and the result keeps it idle', async () => {
  const { calls } = stubOptimizer();
  await renderWithFin(<PortfolioOptimizer />);
  expect(await screen.findByTestId('reserve-hint')).toHaveTextContent(
    'None kept back: every idle stablecoin may be put to work.',
  );
  fireEvent.click(screen.getByRole('radio', { name: 'Per chain' }));
  fireEvent.change(screen.getByLabelText('Keep idle on Base (USD)'), { target: { value: '1000' } });
  fireEvent.change(screen.getByLabelText('Keep idle on Arbitrum (USD)'), { target: { value: '2' } });
  expect(screen.getByTestId('reserve-hint')).toHaveTextContent(
    'Keeps $1,000 on Base and $2 on Arbitrum of idle stablecoins; the rest may be put to work.',
  );
  await analyze();
  const sent = calls.find((c) => c.path === '/api/optimizer/optimize')?.body as OptimizeRequestInput;
  expect(sent.settings?.cashReserve).toEqual({ totalUsd: 0, perChainUsd: { '8453': 1000, '42161': 2 } });
  expect(screen.getByTestId('opt-money')).toHaveTextContent('$1,002.00');
  // The $5,000 on Base may move only what the reserve leaves: $4,000.
  const move = document.querySelector('[data-action="Wallet@Base->Aave V3@Base"]') as HTMLElement;
  expect(within(move).getByText(/4,000\.00 USDC/)).toBeInTheDocument();
  // Idle rows earn nothing, and say 0.00% like any number.
  const idle = document.querySelector('[data-position^="8453:"]') as HTMLElement;
  expect(idle).toHaveTextContent('Idle in wallet');
  expect(within(idle).getByText('0.00%')).toBeInTheDocument();
});

test('a candidate dropped before measuring shows the same arithmetic as a proposed move', async () => {
  stubOptimizer();
  await renderWithFin(<PortfolioOptimizer />);
  await screen.findByRole('button', { name: 'Analyze portfolio' });
  await analyze();
  // Compound on Arbitrum (5%) → Aave on Arbitrum (5.2%) misses the +0.25 point bar at its listed APY.
  const dropped = document.querySelector(
    '[data-dropped="Compound V3@Arbitrum->Aave V3@Arbitrum"]',
  ) as HTMLElement;
  expect(dropped).toHaveTextContent('under the minimum of +0.25 points');
  for (const label of ['APY', 'Yearly gain', 'Gain over 30 days', 'Gas', 'Cost of the move', 'Break-even'])
    expect(within(dropped).getByText(label, { exact: true })).toBeInTheDocument();
  expect(
    within(dropped).getByText(/withdraw 100,000, approve 50,000 \+ deposit 150,000 gas units at 0\.02 gwei/),
  ).toBeInTheDocument();
  // The $5 idle on Arbitrum is under the minimum move; its cross-chain arithmetic shows the bridge too.
  const small = document.querySelector('[data-dropped="Wallet@Arbitrum->Aave V3@Base"]') as HTMLElement;
  expect(small).toHaveTextContent('under the $10.00 minimum move');
  expect(within(small).getByText('Bridge (CCTP)')).toBeInTheDocument();
  expect(within(small).getByText(/takes 8-20 seconds/)).toBeInTheDocument();
  expect(within(small).getByText(/approve \+ burn 120,000 at 0\.02 gwei; mint 300,000/)).toBeInTheDocument();
});

test('moves run only into the selected recommendations; none selected, nothing to execute', async () => {
  stubOptimizer();
  await renderWithFin(<PortfolioOptimizer />);
  await screen.findByRole('button', { name: 'Analyze portfolio' });
  await analyze();
  const execute = screen.getByRole('button', { name: 'Execute rebalancing' });
  expect(execute).toBeEnabled();
  for (const box of document.querySelectorAll<HTMLInputElement>('.opt-rec__head input'))
    if (box.checked) fireEvent.click(box);
  expect(execute).toBeDisabled();
  expect(screen.getByText('Select at least one recommendation.')).toBeInTheDocument();
});

test("another section's request (the agent's Optimize) chooses the profile's risk and runs the analysis", async () => {
  const { calls } = stubOptimizer();
  await renderWithFin(<PortfolioOptimizer />);
  await screen.findByText('Ready to analyze your portfolio.');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { fireSectionEvent } = await import('@fin/shared/contract/section-actions');
  act(() => fireSectionEvent(window, 'openOptimizer', { profile: 'aggressive', run: true }));
  expect(screen.getByRole('radio', { name: 'High' })).toBeChecked();
  await act(() => vi.advanceTimersByTimeAsync(3_100));
  expect(await screen.findByText(/^Analysis complete:/)).toBeInTheDocument();
  const sent = calls.find((c) => c.path === '/api/optimizer/optimize')?.body as OptimizeRequestInput;
  expect(sent.riskTolerance).toBe('high');
});
