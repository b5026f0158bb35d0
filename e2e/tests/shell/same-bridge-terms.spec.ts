// One transfer, quoted three times: the optimizer's cross-chain move of idle USDC, the transfer form filled with the
// same route and amount, and the chat asked what that transfer costs all show the same fee and the same amount
// received (one CCTP terms function decides them; before it, four places applied four variants of the rule).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { ask, openChat } from '../chat/chat-helpers';
import { analyze, openOptimizer } from '../optimizer/optimizer-helpers';
import { chooseRoute, section as quickActions, form as transferForm } from '../transfer/transfer-helpers';

/** '$2.40', '2.400000 USDC', '$24,000.0000' → 2.4, 24000. */
const figure = (text: string | null | undefined): number => {
  const m = /\$?([\d,]+(?:\.\d+)?)/.exec(text ?? '');
  if (!m?.[1]) throw new Error(`no figure in ${JSON.stringify(text)}`);
  return Number(m[1].replaceAll(',', ''));
};
const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * The first proposed cross-chain move of idle USDC that goes Fast (a fee to compare: from Avalanche or Polygon a
 * bridge is standard and free): its chains, its amount, its fee and what arrives.
 */
async function crossChainIdleMove(section: Locator) {
  const cards = section.locator('[data-action^="Wallet@"]');
  for (const card of await cards.all()) {
    const [from = '', to = ''] = ((await card.getAttribute('data-action')) ?? '').split('->');
    const fromChain = from.split('@')[1] ?? '';
    const toChain = to.split('@')[1] ?? '';
    if (fromChain === toChain) continue;
    const fee = figure(await card.getByTestId('move-bridge-fee').textContent());
    if (fee === 0) continue;
    const title = (await card.locator('.opt-move__title').textContent()) ?? '';
    const bridge = card.getByTestId('move-bridge-fee').locator('xpath=..');
    const arrives = /· (\$[\d,.]+) arrives/.exec((await bridge.textContent()) ?? '')?.[1];
    return { card, fromChain, toChain, amount: figure(title.split('·')[1]), fee, arrives: figure(arrives) };
  }
  throw new Error('the optimizer proposed no fast cross-chain move of idle USDC');
}

/** Screenshots for a person to look at (desktop and phone), only when asked for (FIN_SCREENSHOTS=folder). */
async function screenshots(page: Page, target: Locator, name: string): Promise<void> {
  const folder = process.env.FIN_SCREENSHOTS;
  if (!folder) return;
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("the optimizer's cross-chain move, the transfer form and the chat quote one transfer with the same fee and the same amount received", async ({
  page,
  fin,
}) => {
  const { section } = await openOptimizer(page, fin.shellUrl);
  await analyze(section);
  const move = await crossChainIdleMove(section);
  await screenshots(page, move.card.locator('.opt-math'), 'bridge-terms-optimizer');

  const chainId = (name: string) =>
    fin.devnet.manifest.chains.find((c) => c.name === name)?.chainId as number;
  await quickActions(page).scrollIntoViewIfNeeded();
  await expect(transferForm(page)).toBeVisible({ timeout: 30_000 });
  await chooseRoute(page, chainId(move.fromChain), chainId(move.toChain));
  await transferForm(page).getByLabel('Amount (USDC)').fill(String(move.amount));
  await page.getByTestId('transfer-speed').getByLabel('Fast').check();
  const quote = page.getByTestId('transfer-quote');
  await expect(quote.getByTestId('transfer-total')).toHaveText(`${move.amount} USDC`);
  const form = {
    fee: figure(await quote.getByTestId('transfer-fee').textContent()),
    receive: figure(await quote.getByTestId('transfer-receive').textContent()),
  };
  await screenshots(page, quote, 'bridge-terms-form');
  // The optimizer writes dollars to the cent.
  expect(move.fee).toBe(round(form.fee, 2));
  expect(move.arrives).toBe(round(form.receive, 2));

  await openChat(page);
  const answer = await ask(
    page,
    `how much does it cost to move ${move.amount} usdc from ${move.fromChain} to ${move.toChain}?`,
  );
  const fast = /Fast: fee (\$[\d,.]+) .*?you receive (\$[\d,.]+)\./.exec(answer);
  if (!fast) throw new Error(`the chat quoted no fast transfer: ${answer}`);
  await screenshots(page, page.getByRole('dialog', { name: 'Support chat' }), 'bridge-terms-chat');
  // The chat writes dollars to four places.
  expect(figure(fast[1])).toBe(round(form.fee, 4));
  expect(figure(fast[2])).toBe(round(form.receive, 4));
});
