// 'Depositable with Fin': the list filters to the rows Fin can take a deposit into (kept in the URL like the other
// filters), and the chat's 'put 1.5k into the best pool' opens the deposit form of the best of those, naming a
// better pool Fin cannot reach with its own page. The served list is the oracle, read in the test.
import { depositableWithFin } from '@fin/shared/domain/deposit/method';
import { compareByApy } from '@fin/shared/domain/yields/merge';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, walletRequestLog } from '../../fixtures/wallet';
import { ask, messages, openChat } from '../chat/chat-helpers';
import { listedRows, openYieldsPage, servedOpportunities } from './yields-helpers';

test("the 'Depositable with Fin' filter keeps only depositable rows and survives a reload from its URL", async ({
  page,
  fin,
}) => {
  const served = await servedOpportunities(fin.apiUrl);
  const depositable = served.filter(depositableWithFin);
  const byApy = [...served].sort(compareByApy);
  // The figures of issues 30 and 42, printed with the run: depositable rows, among the top 20 by APY and among the
  // first six rows a visitor sees (the list's default order).
  const firstSix = byApy.slice(0, 6).filter(depositableWithFin).length;
  console.log(
    `depositable rows: ${depositable.length} of ${served.length}; among the top 20 by APY: ${byApy.slice(0, 20).filter(depositableWithFin).length}; among the first six: ${firstSix}`,
  );
  // Issue 42 took them from 41 of 125 to 58 (Euler V2 vaults, Compound V3 USDT markets), two of the first six.
  expect(depositable.length).toBeGreaterThanOrEqual(58);
  expect(firstSix).toBeGreaterThanOrEqual(2);

  const section = await openYieldsPage(page, fin.shellUrl, '?chain=Avalanche');
  await expect(section.locator('[data-depositable="false"]').first()).toBeVisible();
  await section.getByRole('button', { name: 'Depositable with Fin', exact: true }).click();
  await expect(page).toHaveURL(/[?&]depositable=1/);
  const onAvalanche = depositable.filter((o) => o.chain === 'Avalanche');
  // A visitor sees the first rows; the count names them all.
  const count = new RegExp(`^${onAvalanche.length} of \\d+ opportunities`);
  await expect(section.getByTestId('yields-count')).toHaveText(count);
  await expect(section.locator('[data-depositable="false"]')).toHaveCount(0);
  // Spark Savings, Euler V2, Silo V2 and Benqi take deposits on Avalanche now, beside Aave.
  const shownIds = await listedRows(section).evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('data-pool-id')),
  );
  const protocols = new Set(served.filter((o) => shownIds.includes(o.id)).map((o) => o.protocol));
  for (const p of ['Spark Savings', 'Euler V2', 'Silo V2', 'Benqi']) expect(protocols).toContain(p);
  expect(new Set(onAvalanche.map((o) => o.protocol))).toContain('Aave V3');

  // Screenshots for a person to look at (desktop and phone), only when asked for.
  const shots = process.env.FIN_SCREENSHOTS;
  if (shots) {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${shots}/yields-depositable-${w}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.reload();
  await expect(section.getByRole('button', { name: 'Depositable with Fin', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(section.getByTestId('yields-count')).toHaveText(count);
});

test("the chat's 'put 1.5k into the best pool' opens a pool Fin can deposit into and names the better one it cannot", async ({
  page,
  fin,
}) => {
  const served = (await servedOpportunities(fin.apiUrl)).filter((o) => o.apy !== null).sort(compareByApy);
  const best = served.find(depositableWithFin);
  const unreachable = served[0];
  if (!best || !unreachable) throw new Error('the devnet serves no depositable pool');
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  const connected = (await walletRequestLog(page)).length;
  await openChat(page);
  const answer = await ask(page, 'put 1.5k into the best pool');
  if (!depositableWithFin(unreachable)) {
    expect(answer).toContain(`${unreachable.protocol} on ${unreachable.chain} pays more`);
    expect(answer).toContain(unreachable.moonwellUrl ?? unreachable.protocolUrl);
  }
  await messages(page, 'agent')
    .last()
    .getByRole('button', { name: `Open deposit: 1500 ${best.asset} to ${best.protocol} on ${best.chain}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Deposit to ${best.protocol}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('deposit-footer')).toHaveText(
    `Direct deposit to the ${best.protocol} contract`,
  );
  expect((await walletRequestLog(page)).slice(connected)).toEqual([]);
});
