// A forwarded transfer Circle's relayer does not mint (it failed, or it has not minted 3 minutes after the
// attestation) is the user's to mint wherever it is read, with the sentence the transfer form shows after a forwarder
// fault: on the recovery link (any wallet mints it) and in the history and unfinished list ('Finish transfer').
// The 3 minutes pass on the page's clock (Playwright's clock); the devnet's relayer is told to wait 10 minutes.
// And a record an older page saved as Fast although its burn carried a forward request reads 'Delivered for you'.
import { getChain } from '@fin/shared/domain/chains/chains';
import type { Page } from '@playwright/test';
import type { Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import {
  attestedMessage,
  burnOnChain,
  form,
  openQuickActions,
  section,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

/** The devnet's forwarding fee (0.2 USDC) and fast fee (1 bp): what the attested message mints, by anyone. */
const FORWARD_FEE = 200_000n;
const delivered = (amount: bigint) => amount - amount / 10_000n - FORWARD_FEE;
/** Longer than any test: the relayer has not minted when the page's clock passes 3 minutes. */
const RELAYER_SLOW = { forwardDelayMs: 600_000 };
const TIMEOUT_SENTENCE = "Circle's Forwarding Service has not minted this transfer after 3 minutes";

const card = (page: Page) => page.getByTestId('transfer-link');
const historyItem = (page: Page, text: string) =>
  page.getByTestId('history-item').filter({ hasText: text }).first();
const pendingItem = (page: Page, hash: Hash) =>
  page.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`);

test.afterEach(async ({ fin }) => {
  await fin.devnet.resetAttestation();
});

async function shoot(page: Page, name: string, target?: () => ReturnType<Page['locator']>) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = test.info().outputPath(`${name}-${width}.png`);
    if (target) await target().screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Iris's forwardState of a burn, as any client reads it. */
async function forwardState(fin: FinFixture, from: number, hash: Hash): Promise<string | undefined> {
  const domain = getChain(from)?.cctpDomain as number;
  const res = await fetch(
    `${fin.devnet.manifest.attestationUrl}/v2/messages/${domain}?transactionHash=${hash}`,
  );
  if (res.status !== 200) return undefined;
  return ((await res.json()) as { messages: { forwardState?: string }[] }).messages[0]?.forwardState;
}

/** Finishes an unfinished transfer from its list entry: 'Finish transfer', then the user's own mint. */
async function finishByHand(page: Page, hash: Hash, destination: number) {
  await pendingItem(page, hash).getByRole('button', { name: 'Finish transfer' }).click();
  await form(page).getByRole('button', { name: 'Complete Transfer Manually' }).click();
  await waitForCompletion(page, destination, 60_000);
}

test('the recovery link: a forwarded burn Circle has not minted after 3 minutes offers the mint to any wallet', async ({
  browser,
  fin,
}) => {
  test.setTimeout(150_000);
  await fin.devnet.setAttestationConfig(RELAYER_SLOW);
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const amount = 3_000_000n;
  const hash = await burnOnChain(fin, { from: 42161, to: 10, amount, fast: true, forward: true, recipient });
  await attestedMessage(fin, 42161, hash);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.clock.install();
  await page.goto(`${fin.shellUrl}/transfer/arbitrum/${hash}`);
  await expect(card(page)).toContainText('Circle is minting', { timeout: 30_000 });
  await expect(card(page).getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);

  await page.clock.fastForward('03:05');
  await expect(page.getByTestId('transfer-link-forward-failed')).toHaveText(
    `${TIMEOUT_SENTENCE}. The USDC is safe: any wallet can mint it below.`,
  );
  await expect(card(page)).not.toContainText('Circle is minting');
  await expect(card(page).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await shoot(page, 'forwarded-link-overdue');

  const before = await usdcBalance(fin, 10, recipient);
  await connectDemoWallet(page);
  await card(page).getByTestId('transfer-link-mint').click();
  await expect(card(page)).toHaveAttribute('data-stage', 'minted', { timeout: 60_000 });
  expect((await usdcBalance(fin, 10, recipient)) - before).toBe(delivered(amount));
  await visitor.close();
});

test('history: a forwarded transfer whose relayer failed while the page was closed reads the form’s sentence and is finished by hand', async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  await fin.devnet.addFault({ kind: 'forwarderFails' });
  const amount = 2_000_000n;
  const hash = await burnOnChain(fin, { from: 8453, to: 10, amount, fast: true, forward: true });
  await attestedMessage(fin, 8453, hash);
  await expect.poll(() => forwardState(fin, 8453, hash), { timeout: 30_000 }).toBe('FAILED');

  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 10, address);
  const item = historyItem(page, '2 USDC · Base → Optimism');
  await expect(item).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await expect(item).toContainText('Needs attention');
  await expect(item.getByTestId('history-forward-failed')).toHaveText(
    `Circle's Forwarding Service did not mint this transfer (FORWARDER_FAILED). Your USDC is safe: mint it yourself on Optimism with "Complete Transfer Manually".`,
  );
  await expect(pendingItem(page, hash)).toContainText('Attested, ready to mint');
  await shoot(page, 'forwarded-history-failed', () => section(page));

  await finishByHand(page, hash, 10);
  expect((await usdcBalance(fin, 10, address)) - before).toBe(delivered(amount));
  await expect(item).toHaveAttribute('data-status', 'completed');
});

test('history: a forwarded transfer Circle has not minted 3 minutes after its attestation is handed back to the user', async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  await fin.devnet.setAttestationConfig(RELAYER_SLOW);
  const amount = 4_000_000n;
  const hash = await burnOnChain(fin, { from: 10, to: 42161, amount, fast: true, forward: true });
  await attestedMessage(fin, 10, hash);
  await page.clock.install();
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 42161, address);
  const item = historyItem(page, '4 USDC · Optimism → Arbitrum');
  await expect(item).toContainText('Circle is minting', { timeout: 30_000 });
  await expect(pendingItem(page, hash)).toContainText('Attested, Circle is minting');

  await page.clock.fastForward('03:05');
  await expect(item).toHaveAttribute('data-status', 'failed');
  await expect(item.getByTestId('history-forward-failed')).toHaveText(
    `${TIMEOUT_SENTENCE}. Your USDC is safe: mint it yourself on Arbitrum with "Complete Transfer Manually".`,
  );
  await expect(pendingItem(page, hash)).toContainText('Attested, ready to mint');
  await finishByHand(page, hash, 42161);
  expect((await usdcBalance(fin, 42161, address)) - before).toBe(delivered(amount));
});

test('records saved as Fast or Standard although their burn carried a forward request read "Delivered for you"', async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  // One the relayer minted (completed), and one it has not minted yet (unfinished).
  const minted = await burnOnChain(fin, {
    from: 10,
    to: 8453,
    amount: 2_000_000n,
    fast: true,
    forward: true,
  });
  await expect.poll(() => forwardState(fin, 10, minted), { timeout: 30_000 }).toBe('CONFIRMED');
  await fin.devnet.setAttestationConfig(RELAYER_SLOW);
  const waiting = await burnOnChain(fin, {
    from: 8453,
    to: 10,
    amount: 3_000_000n,
    fast: true,
    forward: true,
  });
  await attestedMessage(fin, 8453, waiting);

  await page.goto(fin.remoteUrl('mf_transfer'));
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
  // What an older page saved: the wrong mode, in this browser's storage.
  await page.evaluate(
    ({ minted, waiting }) => {
      const address = window.__finDemoWallet?.address as string;
      const now = Date.now();
      const base = { asset: 'USDC', recipient: address, maxFee: '0', timestamp: now, updatedAt: now };
      localStorage.setItem(
        `fin.transfers.${address.toLowerCase()}`,
        JSON.stringify([
          {
            ...base,
            id: `transfer_${now}`,
            amount: '2',
            sourceChain: 10,
            destinationChain: 8453,
            status: 'completed',
            transferMode: 'fast',
            txHash: minted,
          },
          {
            ...base,
            id: `transfer_${now + 1}`,
            amount: '3',
            sourceChain: 8453,
            destinationChain: 10,
            status: 'burned',
            transferMode: 'standard',
            txHash: waiting,
          },
        ]),
      );
    },
    { minted, waiting },
  );
  await connectDemoWallet(page);
  const done = historyItem(page, '2 USDC · Optimism → Base');
  await expect(done).toContainText('Delivered for you', { timeout: 30_000 });
  await expect(done).toHaveAttribute('data-status', 'completed');
  const open = historyItem(page, '3 USDC · Base → Optimism');
  await expect(open).toContainText('Delivered for you', { timeout: 30_000 });
  await expect(open).toContainText('Circle is minting');
  await expect(pendingItem(page, waiting)).toContainText('Attested, Circle is minting');
  // The correction is saved, not only shown.
  const modes = await page.evaluate(() => {
    const address = (window.__finDemoWallet?.address ?? '').toLowerCase();
    const list = JSON.parse(localStorage.getItem(`fin.transfers.${address}`) ?? '[]') as {
      transferMode: string;
    }[];
    return list.map((t) => t.transferMode);
  });
  expect(modes).toEqual(['forwarded', 'forwarded']);
});
