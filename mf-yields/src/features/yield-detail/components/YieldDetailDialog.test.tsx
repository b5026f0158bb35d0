import { formatUsd } from '@fin/shared/domain/money/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allStablecoinsResponse, realHistory, realOpportunities } from '../../../test/real-opportunities';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import YieldsSection from '../../../YieldsSection';

const { rows, capturedAt } = realOpportunities();

function serve() {
  const stub = stubFetch((url) => {
    if (url.pathname === '/api/defi/all-stablecoins') return json(allStablecoinsResponse(rows, capturedAt));
    if (url.pathname.endsWith('/history')) return json({ success: true, id: 'x', points: realHistory() });
    return undefined;
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
}

/** Daily compounding written out independently of the domain helper: amount · (1 + apy/100/365)^days. */
const compound = (amount: number, apy: number, days: number) => amount * (1 + apy / 100) ** (days / 365);

async function openFirstRow() {
  const stub = serve();
  await renderWithProviders(<YieldsSection />);
  await screen.findByText('Cached');
  const list = screen.getByRole('list', { name: 'Yield opportunities' });
  const first = within(list).getAllByRole('button')[0]!;
  const id = first.getAttribute('data-pool-id');
  const row = rows.find((r) => r.id === id)!;
  expect(stub.calls.some((c) => c.includes('/history'))).toBe(false);
  fireEvent.click(first);
  // The modal is a lazy chunk: the first open in a run compiles it.
  const dialog = await screen.findByRole(
    'dialog',
    { name: `${row.protocol} · ${row.asset} on ${row.chain}` },
    { timeout: 5000 },
  );
  return { dialog, row, stub };
}

describe('yield detail modal', () => {
  it('loads the history only when opened and draws APY and TVL charts', async () => {
    const { dialog, row, stub } = await openFirstRow();
    expect(await within(dialog).findByRole('img', { name: 'APY history' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'TVL history' })).toBeInTheDocument();
    expect(
      stub.calls.filter((c) => c.includes(`/api/defi/pools/${encodeURIComponent(row.id)}/history`)),
    ).toHaveLength(1);
  });

  it("shows the opportunity's facts and where the deposit goes", async () => {
    const { dialog, row } = await openFirstRow();
    expect(within(dialog).getByText('Utilization', { selector: 'dt' })).toBeInTheDocument();
    expect(within(dialog).getByText(row.riskLevel.toUpperCase())).toBeInTheDocument();
    // No published address names this pool's contract: the detail says so and offers no deposit form.
    expect(within(dialog).getByTestId('deposit-why-not')).toHaveTextContent(
      /no contract Fin can reach|Fin cannot deposit into/,
    );
    expect(within(dialog).queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: `Deposit on ${row.protocol}’s own page ↗` }),
    ).toHaveAttribute('href', row.protocolUrl);
    expect(within(dialog).getByRole('link', { name: `Open ${row.protocol}` })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('projects 1000 for 1 year at exactly the APY (already compounded), and follows amount and time frame', async () => {
    const { dialog, row } = await openFirstRow();
    const apy = row.apy ?? 0;
    const results = within(dialog).getByTestId('calculator-results');
    const final = compound(1000, apy, 365);
    expect(within(results).getByTestId('calc-final-balance')).toHaveTextContent(formatUsd(final));
    expect(within(results).getByTestId('calc-total-earnings')).toHaveTextContent(formatUsd(final - 1000));
    expect(within(results).getByTestId('calc-daily-earnings')).toHaveTextContent(
      formatUsd((final - 1000) / 365),
    );

    fireEvent.change(within(dialog).getByLabelText('Deposit amount (USD)'), { target: { value: '25000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '1 Month' }));
    const month = compound(25_000, apy, 30);
    await waitFor(() =>
      expect(within(results).getByTestId('calc-final-balance')).toHaveTextContent(formatUsd(month)),
    );
    expect(within(results).getByTestId('calc-total-earnings')).toHaveTextContent(formatUsd(month - 25_000));
    expect(within(dialog).getByRole('button', { name: '1 Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('growth-chart')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tip: diversify/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('calc-convention')).toHaveTextContent(
      'The APY already includes compounding: one year at this APY earns exactly the APY.',
    );
  });

  it('explains an amount the calculator cannot use instead of showing NaN', async () => {
    const { dialog } = await openFirstRow();
    fireEvent.change(within(dialog).getByLabelText('Deposit amount (USD)'), { target: { value: '1e6' } });
    expect(within(dialog).getByText(/not exponent notation/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('calc-final-balance')).toHaveTextContent('$0.0000');
  });
});
