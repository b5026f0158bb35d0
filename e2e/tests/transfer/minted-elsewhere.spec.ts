// A transfer minted while this page was closed — by Circle's relayer (forwarded) or by anyone through the recovery
// link (standard or fast) — reads 'Completed' with its mint transaction when the page is opened again, and leaves
// the unfinished list, without the user pressing anything.
import type { BrowserContext, Page } from '@playwright/test';
import type { Hash } from 'viem';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, walletRequestLog } from '../../fixtures/wallet';
import { attestedMessage, burnOnChain, mintOnChain, section } from './transfer-helpers';

test.afterEach(async ({ fin }) => {
  await fin.devnet.resetAttestation();
});

const historyItem = (page: Page, hash: Hash) =>
  page.getByTestId('history-item').filter({ has: page.locator(`[data-hash="${hash}"]`) });
const pendingItem = (page: Page, hash: Hash) =>
  page.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`);

/** The page opened in the same browser: the first time the user connects, after that the wallet reconnects. */
async function openPage(context: BrowserContext, fin: FinFixture, connect: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.goto(fin.remoteUrl('mf_transfer'));
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
  if (connect) await connectDemoWallet(page);
  await expect(page.getByTestId('transfer-history')).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Iris's forwardTxHash once the relayer has minted, as any client reads it. */
async function relayerMint(fin: FinFixture, domain: number, hash: Hash): Promise<Hash> {
  let mint: Hash | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `${fin.devnet.manifest.attestationUrl}/v2/messages/${domain}?transactionHash=${hash}`,
        );
        const m = ((await res.json()) as { messages: { forwardState?: string; forwardTxHash?: Hash }[] })
          .messages[0];
        mint = m?.forwardTxHash;
        return m?.forwardState;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toMatch(/^(CONFIRMED|COMPLETE)$/);
  return mint as Hash;
}

test("a forwarded transfer Circle minted after the tab closed reads 'Completed' with the relayer's mint", async ({
  context,
  fin,
}) => {
  test.setTimeout(150_000);
  await fin.devnet.setAttestationConfig({ forwardDelayMs: 20_000 });
  const hash = await burnOnChain(fin, { from: 10, to: 8453, amount: 3_000_000n, fast: true, forward: true });
  await attestedMessage(fin, 10, hash);
  const first = await openPage(context, fin, true);
  await expect(historyItem(first, hash)).toContainText('Circle is minting', { timeout: 30_000 });
  await first.close();

  const mint = await relayerMint(fin, 2, hash);
  const page = await openPage(context, fin, false);
  await expect(historyItem(page, hash)).toContainText('Completed', { timeout: 30_000 });
  await expect(historyItem(page, hash).getByTestId('tx-mint-transaction')).toHaveAttribute('data-hash', mint);
  await expect(pendingItem(page, hash)).toHaveCount(0);
  expect((await walletRequestLog(page)).map((e) => e.method)).not.toContain('eth_sendTransaction');
});

test("a standard transfer minted in another browser reads 'Completed' with that mint, and leaves the unfinished list", async ({
  context,
  fin,
}) => {
  test.setTimeout(150_000);
  const hash = await burnOnChain(fin, { from: 42161, to: 10, amount: 2_000_000n, fast: false });
  const attested = await attestedMessage(fin, 42161, hash);
  const first = await openPage(context, fin, true);
  await expect(historyItem(first, hash)).toContainText('Ready to mint', { timeout: 30_000 });
  await expect(pendingItem(first, hash)).toBeVisible();
  await first.close();

  const mint = await mintOnChain(fin, 10, attested);
  const page = await openPage(context, fin, false);
  await expect(historyItem(page, hash)).toContainText('Completed', { timeout: 30_000 });
  await expect(historyItem(page, hash).getByTestId('tx-mint-transaction')).toHaveAttribute('data-hash', mint);
  await expect(pendingItem(page, hash)).toHaveCount(0);
});
