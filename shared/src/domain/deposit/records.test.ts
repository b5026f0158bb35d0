import { describe, expect, it } from 'vitest';
import {
  type DepositRecord,
  type DepositRecordStorage,
  depositRecordKey,
  mergeDeposit,
  parseDepositRecord,
  readDepositRecord,
  recordDeposit,
} from './records';

class MemoryStorage implements DepositRecordStorage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DAY = 86_400_000;

const deposit = (amount: string, timestamp: number, txHash = '0xabc'): DepositRecord => ({
  amount,
  txHash,
  timestamp,
  protocol: 'Aave V3',
  chain: 'Base',
  chainId: 8453,
  asset: 'USDC',
});

describe('depositRecordKey', () => {
  it('is built from user (lowercased), protocol, chain id and asset', () => {
    expect(depositRecordKey(USER, 'Aave V3', 8453, 'USDC')).toBe(
      'fin.deposit:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266:Aave V3:8453:USDC',
    );
    expect(depositRecordKey(USER.toLowerCase(), 'Aave V3', 8453, 'USDC')).toBe(
      depositRecordKey(USER, 'Aave V3', 8453, 'USDC'),
    );
  });
});

describe('recordDeposit / readDepositRecord', () => {
  it('stores the first deposit as is', () => {
    const s = new MemoryStorage();
    recordDeposit(s, USER, deposit('100', 1_000));
    expect(readDepositRecord(s, USER, 'Aave V3', 8453, 'USDC')).toEqual(deposit('100', 1_000));
  });

  it('adds a second deposit exactly and averages the time by amount', () => {
    const s = new MemoryStorage();
    recordDeposit(s, USER, deposit('100.1', 0));
    const merged = recordDeposit(s, USER, deposit('300.2', 4 * DAY, '0xdef'));
    expect(merged.amount).toBe('400.3');
    // 100.1 held 4 days longer than 300.2: weighted start = 300.2*4/400.3 days.
    expect(merged.timestamp).toBe(Math.round((300.2 * 4 * DAY) / 400.3));
    expect(merged.txHash).toBe('0xdef');
  });

  it('keeps amounts exact where floats would not (0.1 + 0.2)', () => {
    expect(mergeDeposit(deposit('0.1', 0), deposit('0.2', 0)).amount).toBe('0.3');
    expect(mergeDeposit(deposit('1', 0), deposit('2', 0)).amount).toBe('3');
    expect(mergeDeposit(deposit('0.5', 0), deposit('0.5', 0)).amount).toBe('1');
  });
});

describe('parseDepositRecord', () => {
  it('ignores malformed stored values instead of throwing', () => {
    expect(parseDepositRecord(null)).toBeUndefined();
    expect(parseDepositRecord('not json')).toBeUndefined();
    expect(parseDepositRecord('{"amount":"-1"}')).toBeUndefined();
    expect(
      parseDepositRecord(JSON.stringify({ ...deposit('1', 0), timestamp: 'yesterday' })),
    ).toBeUndefined();
  });
});
