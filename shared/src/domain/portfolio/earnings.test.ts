import { describe, expect, it } from 'vitest';
import { testEntry } from '../../../testing/portfolio-test-entries';
import type { DepositRecord } from '../deposit/records';
import { earningsSoFar, findDepositRecord } from './earnings';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 7, 1);
const record = (r: Partial<DepositRecord> = {}): DepositRecord => ({
  amount: '1000',
  txHash: '0x1',
  timestamp: NOW - 73 * DAY,
  protocol: 'Aave V3',
  chain: 'Base',
  chainId: 8453,
  asset: 'USDC',
  ...r,
});

describe('findDepositRecord', () => {
  it('finds the record of the same chain, protocol and underlying asset', () => {
    const records = [record({ chainId: 1, chain: 'Ethereum' }), record()];
    expect(findDepositRecord(testEntry('aUSDC', 8453, '1000'), records)).toBe(records[1]);
    expect(findDepositRecord(testEntry('cUSDC', 8453, '1000'), records)).toBeUndefined();
    expect(findDepositRecord(testEntry('USDC', 8453, '1000'), records)).toBeUndefined();
  });
});

describe('earningsSoFar (apy/100 × value × days/365)', () => {
  it('1000 at 5% for 73 days earns 10', () => {
    const e = earningsSoFar(testEntry('aUSDC', 8453, '1010'), record(), 5, NOW);
    expect(e?.daysHeld).toBeCloseTo(73, 10);
    expect(e?.earningsUSD).toBeCloseTo(10, 10);
  });

  it('counts no more than the position is worth now', () => {
    const e = earningsSoFar(testEntry('aUSDC', 8453, '500'), record(), 5, NOW);
    expect(e?.earningsUSD).toBeCloseTo(5, 10);
  });

  it('gives nothing without a record, an APY above 0 or a past deposit', () => {
    const entry = testEntry('aUSDC', 8453, '1000');
    expect(earningsSoFar(entry, undefined, 5, NOW)).toBeUndefined();
    expect(earningsSoFar(entry, record(), 0, NOW)).toBeUndefined();
    expect(earningsSoFar(entry, record({ timestamp: NOW + DAY }), 5, NOW)).toBeUndefined();
  });
});
