import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { earnedOf, toRowViews } from './row-view';

const entry = {
  chainId: 8453,
  balance: '4000',
  valueUSD: 4021.61,
  asset: { type: 'lending', address: '0x0000000000000000000000000000000000000001', symbol: 'cUSDCv3' },
} as unknown as BalanceEntry;

test("a row's earned is its value on screen less the money in, even when the earnings were read earlier", () => {
  // The earnings read a minute ago (value 4,017.53); the portfolio has read the position since (4,021.61).
  const earned = {
    positions: [
      {
        key: 'k',
        earnings: {
          status: 'counted',
          depositedUSD: 4000,
          withdrawnUSD: 0,
          netInUSD: 4000,
          valueUSD: 4017.53,
          earnedUSD: 17.53,
          since: 0,
          flowCount: 1,
          series: [],
        },
      },
    ],
  } as unknown as EarningsResponse;
  const [row] = toRowViews([entry], undefined, {
    ...earned,
    positions: earned.positions.map((p) => ({ ...p, key: rowKey() })),
  });
  expect(row?.earnings).toMatchObject({ valueUSD: 4021.61, netInUSD: 4000 });
  expect(row?.earnings?.status === 'counted' && row.earnings.earnedUSD).toBeCloseTo(21.61, 6);
  expect(earnedOf(row ? [row] : [])).toBeCloseTo(21.61, 6);
});

function rowKey(): string {
  return toRowViews([entry], undefined, undefined)[0]?.key ?? '';
}
