// The support chat in the shell on the devnet: shown only with a wallet, opened by `openChat`, Enter/Shift+Enter,
// blank sends blocked, answers carrying the API's live figures, history per wallet (20 shown after a reload,
// forgotten on disconnect), and the keyword reply when the API is down.

import { FALLBACK_REPLIES } from '@fin/shared/domain/chat/fallback';
import { chatHistoryKey } from '@fin/shared/domain/chat/history';
import type { PortfolioResponse } from '@fin/shared/schemas/portfolio';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, disconnectWallet } from '../../fixtures/wallet';
import { loadWholeDashboard } from '../shell/helpers';
import { ask, CHAT, chatInput, chatPanel, launcher, messages, openChat, sendButton } from './chat-helpers';

test('the chat button appears only with a connected wallet', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  await expect(page.locator(`${CHAT}[data-state="no-wallet"]`)).toHaveCount(1, { timeout: 20_000 });
  await expect(launcher(page)).toHaveCount(0);
  await connectDemoWallet(page);
  await expect(launcher(page)).toBeVisible();
});

test('on a desktop the floating chat button never covers the end of the page', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
  // Scrolled to the very end (sections below load as they come into view, so scroll again until it settles),
  // the last section ends above the button.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const last = document.getElementById('main')?.lastElementChild?.getBoundingClientRect();
          const button = document
            .querySelector('button[aria-label="Open support chat"]')
            ?.getBoundingClientRect();
          return last && button ? Math.round(button.top - last.bottom) : null;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(0);
});

test('openChat opens the chat with the question typed in, not sent', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('openChat', { detail: { question: 'best usdc yield on base' } })),
  );
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatInput(page)).toHaveValue('best usdc yield on base');
  await expect(chatInput(page)).toBeFocused();
  await expect(messages(page)).toHaveCount(0);
});

test('Enter sends, Shift+Enter starts a new line, a blank question cannot be sent', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  const address = await connectDemoWallet(page);
  await openChat(page);
  await expect(sendButton(page)).toBeDisabled();
  await chatInput(page).fill('   ');
  await expect(sendButton(page)).toBeDisabled();
  await chatInput(page).press('Enter');
  await expect(messages(page)).toHaveCount(0);

  await chatInput(page).fill("What's my total");
  await chatInput(page).press('Shift+Enter');
  await chatInput(page).pressSequentially('balance?');
  await expect(chatInput(page)).toHaveValue("What's my total\nbalance?");
  await expect(messages(page)).toHaveCount(0);
  await chatInput(page).press('Enter');
  await expect(messages(page, 'user').locator('p')).toHaveText(["What's my total\nbalance?"]);
  await expect(chatInput(page)).toHaveValue('');
  await expect(messages(page, 'agent')).toHaveCount(1, { timeout: 30_000 });
  const answer = (await messages(page, 'agent').first().locator('p').textContent()) ?? '';
  const portfolio = (await (
    await fetch(`${fin.apiUrl}/api/portfolio/${address}`)
  ).json()) as PortfolioResponse;
  const total = Number(/is \$([\d,]+\.\d{4})/.exec(answer)?.[1]?.replace(/,/g, ''));
  // The answer and this read are a moment apart: receipts accrue a little interest in between.
  expect(Math.abs(total - portfolio.totals.valueUSD)).toBeLessThan(0.01);
  expect(answer).toMatch(/Source: your balances read on-chain from 6 of 6 chains \(\d\d:\d\d:\d\d UTC/);
});

test('history: the newest 20 come back after a reload; disconnecting forgets it', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  const address = await connectDemoWallet(page);
  await page.evaluate(
    ({ key }) => {
      const list = Array.from({ length: 30 }, (_, i) => ({
        id: `seed_${i}`,
        timestamp: new Date(Date.UTC(2026, 10, 1, 12, i)).toISOString(),
        sender: i % 2 ? 'agent' : 'user',
        content: `earlier message ${i}`,
      }));
      localStorage.setItem(key, JSON.stringify(list));
    },
    { key: chatHistoryKey(address) },
  );
  await page.reload();
  await openChat(page);
  await expect(messages(page)).toHaveCount(20);
  await expect(messages(page).first()).toContainText('earlier message 10');
  await expect(messages(page).last()).toContainText('earlier message 29');

  await disconnectWallet(page);
  await expect(chatPanel(page)).toHaveCount(0);
  await expect(launcher(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), chatHistoryKey(address))).toBeNull();
  await connectDemoWallet(page);
  await openChat(page);
  await expect(messages(page)).toHaveCount(0);
});

test('with the API down, the chat answers with the keyword reply and says it is offline', async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await openChat(page);
  await fin.stopApi();
  await ask(page, 'show me my portfolio');
  await expect(messages(page, 'agent').last().locator('p')).toHaveText(FALLBACK_REPLIES.balance);
  await expect(messages(page, 'agent').last()).toContainText('offline reply');
  await ask(page, 'anything else?');
  await expect(messages(page, 'agent').last().locator('p')).toHaveText(FALLBACK_REPLIES.default);
});

test("with the API up no reply says offline, and a balance answer names where each line's money sits", async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await openChat(page);
  await ask(page, 'asdfgh');
  const unknown = messages(page, 'agent').last();
  await expect(unknown.locator('p')).toContainText("I didn't catch that.");
  await expect(unknown).not.toContainText('offline');

  const answer = await ask(page, 'how much usdc do i have on base?');
  const lines = answer.split('\n').filter((l) => l.startsWith('• '));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.some((l) => l.startsWith('• USDC idle in wallet on Base: $'))).toBe(true);
  // The devnet's demo wallet also supplies USDC to a Morpho Blue market on Base: the line that used to read the same.
  expect(lines.some((l) => /^• USDC in Morpho Blue \w+ market on Base: \$/.test(l))).toBe(true);
  const labels = lines.map((l) => l.split(': ')[0]);
  expect(new Set(labels).size).toBe(labels.length);
  await expect(messages(page, 'agent').last()).not.toContainText('offline');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('from the middle of the page the floating button opens the chat full screen, modal, and closes back', async ({
    page,
    fin,
  }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await loadWholeDashboard(page);
    await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
    // Halfway down the dashboard: the button floats in the corner of the screen, not at the end of the page.
    const middle = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight / 2 - window.innerHeight / 2);
      return window.scrollY;
    });
    expect(middle).toBeGreaterThan(1000);
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const button = await launcher(page).boundingBox();
    expect(button && button.y + button.height).toBeLessThanOrEqual(844);
    expect(button && button.x + button.width).toBeLessThanOrEqual(390);
    // What the reader has in front of them: the page goes on loading and measuring around it (rows of the yields
    // list, sections above), and the page keeps it still on screen by scrolling, so that is what must not move.
    const inView = await markWhatIsInView(page);
    await launcher(page).click();

    const panel = chatPanel(page);
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await expect(chatInput(page)).toBeFocused();
    // Tab goes round inside the chat, never to the page behind it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // The page behind does not scroll: a wheel over the chat leaves it where it was.
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expectStillInView(page, inView);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(sideways).toBeLessThanOrEqual(390);

    await panel.getByRole('button', { name: 'Close support chat' }).click();
    await expect(chatPanel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await expectStillInView(page, inView);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

const PROBE = 'data-test-in-view';

/** Marks what is in the middle of the screen and returns where its top is on screen. */
function markWhatIsInView(page: Page): Promise<number> {
  return page.evaluate((probe) => {
    const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    if (!element) throw new Error('nothing in the middle of the screen');
    element.setAttribute(probe, '');
    return element.getBoundingClientRect().top;
  }, PROBE);
}

/** The marked element is still where it was on screen (not scrolled away, nor unmounted with rows scrolled past). */
async function expectStillInView(page: Page, top: number): Promise<void> {
  const now = await page.evaluate(
    (probe) => document.querySelector(`[${probe}]`)?.getBoundingClientRect().top,
    PROBE,
  );
  expect(now, 'what was in the middle of the screen is still on the page').toBeDefined();
  expect(Math.abs((now ?? Number.NaN) - top)).toBeLessThanOrEqual(2);
}
