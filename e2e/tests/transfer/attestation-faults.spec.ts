// Circle's attestation service misbehaving, injected through the devnet service's fault controls.
import { expect, test } from '../../fixtures/test';
import {
  burnHashShown,
  fillTransfer,
  openQuickActions,
  startButton,
  statusLine,
  step,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

test.afterEach(async ({ fin }) => {
  await fin.devnet.clearFaults();
});

test('404 for 20 s is tolerated and the transfer completes', async ({ page, fin }) => {
  test.setTimeout(120_000);
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 42161, address);
  await fillTransfer(page, { from: 8453, to: 42161, amount: '3', mode: 'standard' });
  await fin.devnet.addFault({ kind: 'notFound', seconds: 20 });
  const startedAt = Date.now();
  await startButton(page).click();
  await burnHashShown(page);
  await expect(page.getByTestId('attestation-status')).toContainText('Waiting for', { timeout: 20_000 });
  await waitForCompletion(page, 42161, 90_000);
  expect(Date.now() - startedAt).toBeGreaterThan(18_000);
  expect((await usdcBalance(fin, 42161, address)) - before).toBe(3_000_000n);
});

test('pending for several polls: the waiting text refreshes every 5 polls, then it completes', async ({
  page,
  fin,
}) => {
  test.setTimeout(120_000);
  await openQuickActions(page, fin);
  await fillTransfer(page, { from: 8453, to: 1, amount: '2', mode: 'standard' });
  await fin.devnet.addFault({ kind: 'pendingForever' });
  await startButton(page).click();
  await burnHashShown(page);
  await expect(page.getByTestId('attestation-status')).toContainText('(1 check)', { timeout: 20_000 });
  // Poll 6 arrives ~15 s later (every 3 s); the text changes only then.
  await expect(page.getByTestId('attestation-status')).toContainText('(6 checks)', { timeout: 30_000 });
  await fin.devnet.clearFaults();
  await waitForCompletion(page, 1, 60_000);
});

test('a malformed attestation fails with its text and recovery advice; the burn stays recorded', async ({
  page,
  fin,
}) => {
  test.setTimeout(90_000);
  await openQuickActions(page, fin);
  await fillTransfer(page, { from: 42161, to: 10, amount: '1', mode: 'standard' });
  await fin.devnet.addFault({ kind: 'malformedAttestation' });
  await startButton(page).click();
  await expect(statusLine(page)).toHaveText(
    'Failed to get attestation: Invalid attestation format received from Circle',
    {
      timeout: 40_000,
    },
  );
  await expect(step(page, 'attestation')).toHaveAttribute('data-status', 'error');
  await expect(page.getByTestId('attestation-status')).toContainText('Wait 30-60 seconds and refresh');
  await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-status', 'failed');
  await expect(statusLine(page)).toHaveClass(/tf-status--error/);
});

test('404 beyond 30 s fails with "Attestation not found after 30 seconds"', async ({ page, fin }) => {
  test.setTimeout(120_000);
  await openQuickActions(page, fin);
  await fillTransfer(page, { from: 8453, to: 42161, amount: '1', mode: 'standard' });
  await fin.devnet.addFault({ kind: 'notFound', seconds: 90 });
  await startButton(page).click();
  await expect(statusLine(page)).toHaveText(
    'Failed to get attestation: Attestation not found after 30 seconds - the message hash might be incorrect',
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('attestation-status')).toContainText('use the burn transaction hash');
});

test('an expired fast attestation is re-attested and then minted', async ({ page, fin }) => {
  test.setTimeout(120_000);
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 8453, address);
  await fillTransfer(page, { from: 1, to: 8453, amount: '10', mode: 'fast' });
  await fin.devnet.addFault({ kind: 'expiredFast' });
  await startButton(page).click();
  await waitForCompletion(page, 8453, 90_000);
  await expect(page.getByTestId('attestation-status')).toContainText('re-attested');
  // Re-attested at hard finality: the fee Circle executed is the fast one already charged (1 bp).
  const received = (await usdcBalance(fin, 8453, address)) - before;
  expect(received).toBe(10_000_000n - 1_000n);
});
