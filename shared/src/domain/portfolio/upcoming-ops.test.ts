import type { CctpTransfer } from '../cctp/transfer-record';
import { countdown, transferEta, upcomingOps } from './upcoming-ops';

const T0 = 1_800_000_000_000;
const t = (over: Partial<CctpTransfer> = {}): CctpTransfer => ({
  id: 'transfer_1',
  amount: '10',
  asset: 'USDC',
  sourceChain: 8453,
  destinationChain: 1,
  recipient: `0x${'a'.repeat(40)}`,
  status: 'burned',
  timestamp: T0,
  transferMode: 'fast',
  txHash: `0x${'b'.repeat(64)}`,
  maxFee: '1201',
  updatedAt: T0,
  ...over,
});

test('a transfer is due at the slow end of its mode: fast 20 s, standard 19 min, from Avalanche/Polygon 3 min', () => {
  expect(transferEta(t()) - T0).toBe(20_000);
  expect(transferEta(t({ transferMode: 'standard' })) - T0).toBe(19 * 60_000);
  expect(transferEta(t({ sourceChain: 43114, transferMode: 'standard' })) - T0).toBe(3 * 60_000);
  expect(transferEta(t({ status: 'attested', transferMode: 'standard' }))).toBe(T0);
});

test('only unfinished transfers are listed, soonest first, what waits for the user last', () => {
  const ops = upcomingOps({
    transfers: [
      t({ id: 'a', transferMode: 'standard' }),
      t({ id: 'b', status: 'completed' }),
      t({ id: 'c', status: 'failed', sourceChain: 10, destinationChain: 42161, amount: '7' }),
    ],
    optimizer: [{ id: 'move:1', label: 'Move $500 from Aave V3@Base to Morpho@Base', dueAt: null }],
    agent: [{ id: 'agent:next', label: 'Agent report', dueAt: T0 + 10_000 }],
  });
  expect(ops.map((o) => [o.kind, o.label, o.dueAt])).toEqual([
    ['report', 'Agent report', T0 + 10_000],
    ['transfer', 'Transfer arrives: 10 USDC · Base → Ethereum', T0 + 19 * 60_000],
    ['transfer', 'Finish transfer: 7 USDC · Optimism → Arbitrum', null],
    ['move', 'Move $500 from Aave V3@Base to Morpho@Base', null],
  ]);
});

test('nothing unfinished, nothing planned: an empty list', () => {
  expect(upcomingOps({ transfers: [t({ status: 'completed' })], optimizer: [], agent: [] })).toEqual([]);
});

test('the countdown reads in seconds, minutes or hours, and says when it is due or waits for the user', () => {
  expect(countdown(T0 + 12_400, T0)).toBe('in 13s');
  expect(countdown(T0 + (4 * 60 + 5) * 1000, T0)).toBe('in 4m 05s');
  expect(countdown(T0 + (2 * 3600 + 7 * 60) * 1000, T0)).toBe('in 2h 07m');
  expect(countdown(T0 - 5_000, T0)).toBe('due now');
  expect(countdown(null, T0)).toBe('waiting for you');
});

test('an attested transfer is the user’s mint, unless it is forwarded: then Circle mints it', () => {
  const ops = upcomingOps({
    transfers: [
      t({ id: 'a', status: 'attested' }),
      t({ id: 'b', status: 'attested', transferMode: 'forwarded', timestamp: T0 + 1 }),
    ],
    optimizer: [],
    agent: [],
  });
  expect(ops.map((o) => o.label)).toEqual([
    'Mint transfer: 10 USDC · Base → Ethereum',
    'Circle mints transfer: 10 USDC · Base → Ethereum',
  ]);
});
