// An answer that suggests an action carries a button that opens the right section prefilled; nothing is signed
// from the chat: the wallet is never asked for anything.
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, walletRequestLog } from '../../fixtures/wallet';
import { ask, chatPanel, messages, openChat } from './chat-helpers';

test('a transfer answer opens the transfer form with the amount and both chains filled in', async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  // Connecting is the one wallet request so far; nothing after it may reach the wallet.
  const connected = (await walletRequestLog(page)).length;
  await openChat(page);
  const answer = await ask(page, 'how much does it cost to move 250 usdc from base to arbitrum?');
  expect(answer).toContain('Moving $250.0000 USDC Base → Arbitrum');
  const button = messages(page, 'agent')
    .last()
    .getByRole('button', { name: 'Open transfer: 250 USDC Base → Arbitrum' });
  await button.click();
  await expect(chatPanel(page)).toHaveCount(0);
  const form = page.locator('[data-section="mf_transfer/QuickActions"]');
  await expect(form.getByLabel('Amount (USDC)')).toHaveValue('250');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('8453');
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('42161');
  expect((await walletRequestLog(page)).slice(connected)).toEqual([]);
});

test("asked to deliver it without gas, the answer opens the transfer form with 'Delivered for you' chosen", async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  const connected = (await walletRequestLog(page)).length;
  await openChat(page);
  const answer = await ask(page, 'send 300 usdc from base to arbitrum and deliver it for me');
  expect(answer).toContain("Delivered for you: Circle's Forwarding Service mints on Arbitrum for you");
  await messages(page, 'agent')
    .last()
    .getByRole('button', { name: 'Open transfer: 300 USDC Base → Arbitrum' })
    .click();
  const form = page.locator('[data-section="mf_transfer/QuickActions"]');
  await expect(form.getByLabel('Amount (USDC)')).toHaveValue('300');
  await expect(form.getByTestId('transfer-speed').getByLabel('Delivered for you')).toBeChecked();
  await expect(form.getByTestId('forwarding-note')).toContainText('mints on Arbitrum for you');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await form.getByTestId('transfer-speed').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`chat-delivered-form-${width}.png`) });
  }
  expect((await walletRequestLog(page)).slice(connected)).toEqual([]);
});

test('a deposit answer opens the deposit dialog of that pool with the amount filled in', async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  // Connecting is the one wallet request so far; nothing after it may reach the wallet.
  const connected = (await walletRequestLog(page)).length;
  await openChat(page);
  const answer = await ask(page, 'deposit 1500 usdc into compound v3 on base');
  expect(answer).toContain('Compound V3 on Base');
  await messages(page, 'agent')
    .last()
    .getByRole('button', { name: 'Open deposit: 1500 USDC to Compound V3 on Base' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Deposit to Compound V3' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Base');
  await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('1500');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`chat-deposit-dialog-${width}.png`) });
  }
  expect((await walletRequestLog(page)).slice(connected)).toEqual([]);
});

test("the optimizer's answer opens the optimizer in view with the answer's profile chosen", async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  const connected = (await walletRequestLog(page)).length;
  const optimizer = page.locator('[data-section="mf_optimizer/PortfolioOptimizer"]');
  // The user had chosen Low earlier; the answer's profile replaces it.
  await page.locator('[data-remote-slot="mf_optimizer/PortfolioOptimizer"]').scrollIntoViewIfNeeded();
  await optimizer.getByRole('radio', { name: 'Low' }).check({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(optimizer.getByRole('heading', { name: 'Portfolio Optimizer' })).not.toBeInViewport();
  await openChat(page);
  await ask(page, 'what should I do?');
  await messages(page, 'agent').last().getByRole('button', { name: 'Open the optimizer' }).click();
  await expect(chatPanel(page)).toHaveCount(0);
  await expect(optimizer.getByRole('heading', { name: 'Portfolio Optimizer' })).toBeInViewport({
    timeout: 20_000,
  });
  // The chat's answer came from the balanced profile (the server's default), so the risk reads Medium.
  await expect(optimizer.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(optimizer.getByRole('button', { name: 'Analyze portfolio' })).toBeEnabled();
  expect((await walletRequestLog(page)).slice(connected)).toEqual([]);
});
