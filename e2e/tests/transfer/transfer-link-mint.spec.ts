// The recovery link once a transfer is minted shows the mint's own transaction on the destination, read from the
// chain (MessageReceived of the message's nonce): for a mint sent elsewhere (a script, another app) and opened
// without a wallet, and for a mint sent from the page itself by another wallet. Checked against the chain.
import { getChain } from '@fin/shared/domain/chains/chains';
import type { Page } from '@playwright/test';
import { createPublicClient, encodeFunctionData, type Hash, http, parseAbi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { sendOnChain } from '../../fixtures/send-on-chain';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { attestedMessage, burnOnChain, usdcBalance } from './transfer-helpers';

/** Anvil account #8 (a spare one): neither the burner (the demo wallet, #0) nor the recipient. */
const OTHER_WALLET = {
  address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
} as const;

const transmitterAbi = parseAbi(['function receiveMessage(bytes message, bytes attestation) returns (bool)']);
const ARBITRUM = 42161;
const card = (page: Page) => page.getByTestId('transfer-link');
const mintLine = (page: Page) => card(page).getByTestId('tx-mint-transaction');
const rpcOf = (fin: { devnet: { manifest: { chains: readonly { chainId: number; rpcUrl: string }[] } } }) =>
  fin.devnet.manifest.chains.find((c) => c.chainId === ARBITRUM)?.rpcUrl as string;

test('a transfer minted elsewhere: the link, opened without a wallet, shows the mint transaction', async ({
  browser,
  fin,
}) => {
  test.setTimeout(120_000);
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const burn = await burnOnChain(fin, { from: 10, to: ARBITRUM, amount: 4_000_000n, fast: true, recipient });
  const { message, attestation } = await attestedMessage(fin, 10, burn);
  const transmitter = getChain(ARBITRUM)?.contracts.messageTransmitter as `0x${string}`;
  // Another app finishes the transfer: a relayer's receiveMessage straight on the chain.
  const mint = await sendOnChain(
    rpcOf(fin),
    OTHER_WALLET.privateKey,
    {
      to: transmitter,
      data: encodeFunctionData({
        abi: transmitterAbi,
        functionName: 'receiveMessage',
        args: [message, attestation],
      }),
    },
    'minting on Arbitrum',
  );

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${fin.shellUrl}/transfer/optimism/${burn}`);
  await expect(card(page)).toHaveAttribute('data-stage', 'minted', { timeout: 30_000 });
  await expect(mintLine(page)).toHaveAttribute('data-hash', mint, { timeout: 30_000 });
  await expect(mintLine(page)).toContainText('Mint transaction');
  // Devnet chains only look like mainnet: the hash says so instead of linking a public explorer.
  await expect(mintLine(page)).toContainText('devnet transaction on Arbitrum');
  await expect(card(page).getByTestId('tx-burn-transaction')).toHaveAttribute('data-hash', burn);
  const folder = process.env.FIN_SCREENSHOTS;
  if (folder) {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${folder}/transfer-link-mint-${width}.png`, fullPage: true });
    }
  }
  await visitor.close();
});

test('a wallet that mints from the link sees the mint transaction it sent, and the recipient is credited', async ({
  browser,
  fin,
}) => {
  test.setTimeout(150_000);
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const burn = await burnOnChain(fin, { from: 10, to: ARBITRUM, amount: 5_000_000n, fast: true, recipient });
  await attestedMessage(fin, 10, burn);
  const other = await browser.newContext();
  await other.route('**/config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...config, demoWallet: OTHER_WALLET } });
  });
  const page = await other.newPage();
  await page.goto(`${fin.shellUrl}/transfer/optimism/${burn}`);
  await expect(card(page)).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
  await expect(mintLine(page)).toHaveCount(0);
  const before = await usdcBalance(fin, ARBITRUM, recipient);
  await connectDemoWallet(page);
  await card(page).getByTestId('transfer-link-mint').click();
  await expect(card(page)).toHaveAttribute('data-stage', 'minted', { timeout: 60_000 });
  await expect(mintLine(page)).toHaveAttribute('data-hash', /^0x[0-9a-f]{64}$/, { timeout: 30_000 });
  const hash = (await mintLine(page).getAttribute('data-hash')) as Hash;
  const receipt = await createPublicClient({
    transport: http(rpcOf(fin)),
    cacheTime: 0,
  }).getTransactionReceipt({
    hash,
  });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(OTHER_WALLET.address.toLowerCase());
  expect(receipt.to?.toLowerCase()).toBe(getChain(ARBITRUM)?.contracts.messageTransmitter?.toLowerCase());
  const credited = (await usdcBalance(fin, ARBITRUM, recipient)) - before;
  expect(credited).toBeGreaterThan(4_990_000n);
  expect(credited).toBeLessThanOrEqual(5_000_000n);
  await other.close();
});
