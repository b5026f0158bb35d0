import { AAVE_V3_POOL, COMPOUND_V3_COMET_USDC, MOONWELL_MUSDC } from '@fin/shared/domain/chains/contracts';
import { type Address, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { testEntry } from '../../../testing/portfolio-test-entries';
import {
  decodeFlow,
  dropEchoes,
  earningsPosition,
  type FlowQuery,
  type LoggedFlow,
  sharesToAssets,
} from './earnings-events';
import { SHARE_RATE_SCALE } from './read';

const WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const query = (p: ReturnType<typeof earningsPosition>, name: string, kind: FlowQuery['kind']) =>
  p?.queries.find((q) => q.event.name === name && q.kind === kind) as FlowQuery;

describe('earningsPosition', () => {
  it("reads an Aave receipt's Supply and Withdraw from the pool, filtered by reserve and wallet, plus aToken transfers", () => {
    const p = earningsPosition(testEntry('aUSDC', 8453, '100'), WALLET);
    expect(p?.queries.map((q) => `${q.event.name}:${q.kind}`)).toEqual([
      'Supply:deposit',
      'Withdraw:withdraw',
      'Transfer:transfer-in',
      'Transfer:transfer-out',
    ]);
    expect(query(p, 'Supply', 'deposit').address).toBe(AAVE_V3_POOL[8453]);
    expect(query(p, 'Supply', 'deposit').args).toMatchObject({ onBehalfOf: WALLET });
    expect(query(p, 'Transfer', 'transfer-in').unit).toBe('assets');
  });

  it('reads every Mint and Redeem of a Compound V2 market (unindexed) and counts share transfers at their rate', () => {
    const p = earningsPosition(testEntry('mwUSDC', 8453, '100'), WALLET);
    expect(query(p, 'Mint', 'deposit')).toMatchObject({ address: MOONWELL_MUSDC[8453], walletArg: 'minter' });
    expect(query(p, 'Mint', 'deposit').args).toBeUndefined();
    expect(p?.shareToken).toEqual({ address: MOONWELL_MUSDC[8453], conversion: 'ctoken' });
    expect(query(p, 'Transfer', 'transfer-out').unit).toBe('shares');
  });

  it("reads Comet's Supply and Withdraw plus its Transfer from and to nothing, which alone move base between accounts", () => {
    const p = earningsPosition(testEntry('cUSDC', 8453, '100'), WALLET);
    expect(p?.queries.map((q) => `${q.event.name}:${q.kind}:${q.echoOf ?? ''}`)).toEqual([
      'Supply:deposit:',
      'Withdraw:withdraw:',
      'Transfer:transfer-in:deposit',
      'Transfer:transfer-out:withdraw',
    ]);
    expect(query(p, 'Transfer', 'transfer-in')).toMatchObject({
      address: COMPOUND_V3_COMET_USDC[8453],
      args: { from: zeroAddress, to: WALLET },
      unit: 'assets',
    });
    expect(query(p, 'Transfer', 'transfer-out').args).toEqual({ from: WALLET, to: zeroAddress });
    // Those transfers are from or to nothing by design: no counterparty rule may drop them.
    expect(
      decodeFlow(query(p, 'Transfer', 'transfer-in'), { from: zeroAddress, to: WALLET, value: 4n }, WALLET),
    ).toEqual({ kind: 'transfer-in', amount: 4n, unit: 'assets' });
  });

  it('has nothing to read for a plain stablecoin', () => {
    expect(earningsPosition(testEntry('USDC', 8453, '100'), WALLET)).toBeUndefined();
  });
});

describe('decodeFlow', () => {
  const aave = earningsPosition(testEntry('aUSDC', 8453, '100'), WALLET);
  const moonwell = earningsPosition(testEntry('mwUSDC', 8453, '100'), WALLET);

  it('turns a deposit event into money in', () => {
    expect(
      decodeFlow(query(aave, 'Supply', 'deposit'), { onBehalfOf: WALLET, amount: 5_000_000n }, WALLET),
    ).toEqual({ kind: 'deposit', amount: 5_000_000n, unit: 'assets' });
  });

  it("skips another wallet's Compound V2 mint", () => {
    const mint = query(moonwell, 'Mint', 'deposit');
    expect(decodeFlow(mint, { minter: OTHER, mintAmount: 1n, mintTokens: 1n }, WALLET)).toBeUndefined();
    expect(
      decodeFlow(mint, { minter: WALLET.toLowerCase(), mintAmount: 7n, mintTokens: 1n }, WALLET),
    ).toEqual({
      kind: 'deposit',
      amount: 7n,
      unit: 'assets',
    });
  });

  it('skips mints and burns among transfers (the deposit and withdraw events count them) and self-transfers', () => {
    const incoming = query(aave, 'Transfer', 'transfer-in');
    expect(decodeFlow(incoming, { from: zeroAddress, to: WALLET, value: 9n }, WALLET)).toBeUndefined();
    expect(decodeFlow(incoming, { from: incoming.address, to: WALLET, value: 9n }, WALLET)).toBeUndefined();
    expect(decodeFlow(incoming, { from: WALLET, to: WALLET, value: 9n }, WALLET)).toBeUndefined();
    expect(decodeFlow(incoming, { from: OTHER, to: WALLET, value: 9n }, WALLET)).toEqual({
      kind: 'transfer-in',
      amount: 9n,
      unit: 'assets',
    });
  });
});

describe('dropEchoes', () => {
  const flow = (f: Partial<LoggedFlow> & Pick<LoggedFlow, 'kind' | 'logIndex'>): LoggedFlow => ({
    positionKey: 'cUSDC',
    txHash: '0xa',
    ...f,
  });

  it('drops the Transfer Comet logs right after a Supply or Withdraw, and keeps one that moved base between accounts', () => {
    const supply = flow({ kind: 'deposit', logIndex: 3 });
    const supplyEcho = flow({ kind: 'transfer-in', logIndex: 4, echoOf: 'deposit' });
    const withdraw = flow({ kind: 'withdraw', logIndex: 7, txHash: '0xb' });
    const withdrawEcho = flow({ kind: 'transfer-out', logIndex: 8, txHash: '0xb', echoOf: 'withdraw' });
    const received = flow({ kind: 'transfer-in', logIndex: 1, txHash: '0xc', echoOf: 'deposit' });
    // Sent in the same transaction as a supply, but not right after it: its own movement.
    const sent = flow({ kind: 'transfer-out', logIndex: 9, echoOf: 'withdraw' });
    expect(dropEchoes([supply, supplyEcho, withdraw, withdrawEcho, received, sent])).toEqual([
      supply,
      withdraw,
      received,
      sent,
    ]);
  });

  it("never takes another position's flow for the one an echo belongs to", () => {
    const other = flow({ kind: 'deposit', logIndex: 3, positionKey: 'aUSDC' });
    const received = flow({ kind: 'transfer-in', logIndex: 4, echoOf: 'deposit' });
    expect(dropEchoes([other, received])).toEqual([other, received]);
  });
});

describe('sharesToAssets', () => {
  it('converts Compound V2 shares at an 18-decimal rate and vault shares at the portfolio read scale', () => {
    expect(sharesToAssets(50_000_000n, 'ctoken', 2n * 10n ** 16n)).toBe(1_000_000n);
    expect(sharesToAssets(10n ** 18n, 'erc4626', (SHARE_RATE_SCALE * 105n) / 10n ** 14n)).toBe(1_050_000n);
  });
});
