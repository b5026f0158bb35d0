import { describe, expect, it } from 'vitest';
import {
  type EarningsLedger,
  KOINLY_CSV_COLUMNS,
  LEDGER_CSV_COLUMNS,
  ledgerOf,
  ledgerToCsv,
  ledgerToKoinlyCsv,
  monthlyEarnings,
  monthStarts,
  yearlyEarnings,
} from './earnings-ledger';

const t = (iso: string) => Date.parse(iso) / 1000;

describe('earnings per month and year', () => {
  it('lists the UTC month starts after the first flow up to now', () => {
    expect(
      monthStarts(t('2025-11-20T10:00:00Z'), t('2026-02-01T00:00:00Z')).map((s) =>
        new Date(s * 1000).toISOString(),
      ),
    ).toEqual(['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
  });

  it('gives each month its end value less its start value less the money put in, adding up to earned to date', () => {
    const flows = [
      { timestamp: t('2025-11-20T10:00:00Z'), kind: 'deposit' as const, valueUSD: 1000 },
      { timestamp: t('2025-12-10T10:00:00Z'), kind: 'deposit' as const, valueUSD: 500 },
      { timestamp: t('2026-01-05T10:00:00Z'), kind: 'withdraw' as const, valueUSD: 300 },
    ];
    const values = [
      { at: t('2025-12-01T00:00:00Z'), valueUSD: 1003 },
      { at: t('2026-01-01T00:00:00Z'), valueUSD: 1510 },
    ];
    const months = monthlyEarnings('p', flows, values, { at: t('2026-01-20T00:00:00Z'), valueUSD: 1214.5 });
    expect(months.map((m) => [m.month, m.netInUSD, m.earnedUSD])).toEqual([
      ['2025-11', 1000, 3],
      ['2025-12', 500, 7],
      ['2026-01', -300, 4.5],
    ]);
    const total = months.reduce((s, m) => s + m.earnedUSD, 0);
    expect(total).toBeCloseTo(1214.5 - (1000 + 500 - 300), 9);
    expect(yearlyEarnings(months)).toEqual([
      { positionKey: 'p', year: '2025', earnedUSD: 10 },
      { positionKey: 'p', year: '2026', earnedUSD: 4.5 },
    ]);
  });
});

const LEDGER: EarningsLedger = {
  address: '0xabc',
  complete: true,
  positions: [
    {
      key: 'a',
      chainId: 8453,
      chainName: 'Base',
      symbol: 'aUSDC',
      protocol: 'Aave V3',
      asset: 'USDC',
      priceUSD: 1,
    },
    {
      key: 'b',
      chainId: 1,
      chainName: 'Ethereum',
      symbol: 'cUSDC',
      protocol: 'Compound V3',
      asset: 'USDC',
      priceUSD: 1,
    },
  ],
  flows: [
    {
      positionKey: 'a',
      timestamp: t('2025-11-20T10:00:00Z'),
      blockNumber: 5,
      txHash: '0xaa',
      kind: 'deposit',
      amount: '1000',
      valueUSD: 1000,
    },
    {
      positionKey: 'a',
      timestamp: t('2026-01-05T10:00:00Z'),
      blockNumber: 9,
      txHash: '0xab',
      kind: 'withdraw',
      amount: '300',
      valueUSD: 300,
    },
    {
      positionKey: 'b',
      timestamp: t('2025-12-02T08:30:00Z'),
      blockNumber: 7,
      txHash: '0xbb',
      kind: 'transfer-in',
      amount: '50.5',
      valueUSD: 50.5,
    },
  ],
  months: [
    { positionKey: 'a', month: '2025-11', startValueUSD: 0, endValueUSD: 1003, netInUSD: 1000, earnedUSD: 3 },
    {
      positionKey: 'a',
      month: '2026-01',
      startValueUSD: 1003,
      endValueUSD: 707,
      netInUSD: -300,
      earnedUSD: 4,
    },
  ],
  computedAt: '2026-01-20T00:00:00.000Z',
};

describe('the accountant exports', () => {
  it("writes Fin's ledger layout: movements signed from the position's side, then months and years", () => {
    const lines = ledgerToCsv(LEDGER).trimEnd().split('\r\n');
    expect(lines[0]).toBe(LEDGER_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('2025-11-20T10:00:00Z,Deposit,Base,aUSDC,Aave V3,USDC,1000,1000,0xaa,');
    expect(lines[2]).toBe('2026-01-05T10:00:00Z,Withdrawal,Base,aUSDC,Aave V3,USDC,-300,-300,0xab,');
    expect(lines).toContain('2025-11-30T23:59:59Z,Earnings (month),Base,aUSDC,Aave V3,USDC,,3,,2025-11');
    expect(lines).toContain('2025-12-31T23:59:59Z,Earnings (year),Base,aUSDC,Aave V3,USDC,,3,,2025');
    expect(lines).toContain('2026-12-31T23:59:59Z,Earnings (year),Base,aUSDC,Aave V3,USDC,,4,,2026');
  });

  it("writes Koinly's Simple template: UTC dates, negative amounts sent, interest labelled", () => {
    const lines = ledgerToKoinlyCsv(LEDGER).trimEnd().split('\r\n');
    expect(lines[0]).toBe(KOINLY_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('2025-11-20 10:00 UTC,1000,USDC,,0xaa,1000,USD,Deposit: aUSDC (Aave V3) on Base');
    expect(lines[2]).toBe('2026-01-05 10:00 UTC,-300,USDC,,0xab,300,USD,Withdrawal: aUSDC (Aave V3) on Base');
    expect(lines).toContain(
      '2025-11-30 23:59 UTC,3.000000,USDC,lending interest,,3,USD,Earned in 2025-11: aUSDC (Aave V3) on Base',
    );
  });

  it('narrows to one position for the per-position export', () => {
    const one = ledgerOf(LEDGER, 'b');
    expect(one.positions.map((p) => p.key)).toEqual(['b']);
    expect(one.flows.map((f) => f.txHash)).toEqual(['0xbb']);
    expect(one.months).toEqual([]);
  });
});
