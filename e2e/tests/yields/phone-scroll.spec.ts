import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { listedRows, openHomeYields } from './yields-helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Scrolls the page as a fling would, then reads where `selector` is on the screen at once and ten frames later,
 * once the rows that came into range have measured themselves.
 */
async function screenTopsAfterScroll(page: Page, selector: string, to: number) {
  return page.evaluate(
    async ({ selector, to }) => {
      window.scrollTo(0, to);
      const el = document.querySelector(selector) as HTMLElement;
      const first = el.getBoundingClientRect().top;
      for (let i = 0; i < 10; i++) await new Promise((r) => requestAnimationFrame(r));
      return { first, settled: el.getBoundingClientRect().top };
    },
    { selector, to },
  );
}

async function openConnectedList(page: Page, shellUrl: string) {
  const section = await openHomeYields(page, shellUrl);
  await connectDemoWallet(page);
  await expect(listedRows(section).first()).toBeVisible();
  await expect(section.getByTestId('yields-gate')).toHaveCount(0);
}

const pageTop = (page: Page, selector: string) =>
  page.evaluate(
    (s) => (document.querySelector(s) as HTMLElement).getBoundingClientRect().top + scrollY,
    selector,
  );

test('on a phone, scrolling on past the yields list to the agent leaves the agent where it was scrolled to', async ({
  page,
  fin,
}) => {
  await openConnectedList(page, fin.shellUrl);
  // Just past the list's end: its last rows come into range and measure themselves, above the screen.
  const agentTop = await pageTop(page, '#agent');
  const { first, settled } = await screenTopsAfterScroll(page, '#agent', agentTop - 40);
  expect(
    await page.evaluate(
      () => document.querySelector('[data-testid=yields-scroll]')!.getBoundingClientRect().bottom,
    ),
  ).toBeLessThan(0);
  expect(Math.abs(settled - first)).toBeLessThanOrEqual(2);
  await expect(page.locator('#agent')).toBeInViewport();
});

test('on a phone, scrolling into the middle of the yields list keeps the rows in view still', async ({
  page,
  fin,
}) => {
  await openConnectedList(page, fin.shellUrl);
  const listTop = await pageTop(page, '[data-testid=yields-scroll]');
  await page.evaluate(async (to) => {
    window.scrollTo(0, to);
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  }, listTop + 4000);
  // The first row whose top is on screen below the header: it must not move as the rows around it measure.
  const row = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('.yl-rows > li')] as HTMLElement[];
    return rows.find((r) => r.getBoundingClientRect().top >= 100)?.dataset.index;
  });
  expect(row).toBeDefined();
  const { first, settled } = await screenTopsAfterScroll(
    page,
    `.yl-rows > li[data-index="${row}"]`,
    await page.evaluate(() => scrollY),
  );
  expect(Math.abs(settled - first)).toBeLessThanOrEqual(2);
});
