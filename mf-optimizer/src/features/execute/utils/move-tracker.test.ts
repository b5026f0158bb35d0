// The steps a user watches while a move runs, driven by the transaction runner's states (as tx-runner.ts reports
// them): which step shows what, when a transaction's hash appears, and where a failure would be shown.
import type { RebalanceStep } from '@fin/shared/domain/optimizer/rebalance-steps';
import type { TxStepState } from '@fin/shared/web3/tx-plan';
import { wholeMove as testMove } from '../../../test/rebalancing-action';
import { detailOf, moveTracker, showDepositStates, showWithdrawStates } from './move-tracker';

const HASH_A = `0x${'a'.repeat(64)}` as const;
const HASH_D = `0x${'d'.repeat(64)}` as const;
const state = (s: Partial<TxStepState> & Pick<TxStepState, 'id' | 'status'>): TxStepState => ({
  kind: 'write',
  label: s.id,
  chainId: 8453,
  ...s,
});

function watch() {
  const seen: RebalanceStep[][] = [];
  const t = moveTracker(testMove, (steps) => seen.push(steps));
  const last = () =>
    (seen.at(-1) as RebalanceStep[]).map((s) => [s.id, s.status, s.detail ?? '', s.txs.length]);
  return { t, seen, last };
}

test('a move starts with every step pending and shown; begin moves the failure point', () => {
  const { t, seen, last } = watch();
  expect(seen).toHaveLength(1);
  expect(t.at()).toBe('check');
  t.begin('withdraw');
  expect(t.at()).toBe('withdraw');
  expect(last()[1]).toEqual(['withdraw', 'in-progress', '', 0]);
});

test('what each runner state asks of the user', () => {
  expect(detailOf(state({ id: 'deposit', status: 'checking' }))).toBe(
    'Simulating before asking your wallet...',
  );
  expect(detailOf(state({ id: 'deposit', status: 'wallet' }))).toBe('Confirm in your wallet');
  expect(detailOf(state({ id: 'deposit', status: 'wallet', batched: true }))).toBe(
    'Confirm approve and deposit in your wallet: one request',
  );
  expect(detailOf(state({ id: 'switch', kind: 'switch', label: 'Switch to Base', status: 'wallet' }))).toBe(
    'Switch to Base',
  );
  expect(detailOf(state({ id: 'deposit', status: 'confirming' }))).toBe('Waiting for the confirmation...');
  expect(detailOf(state({ id: 'deposit', status: 'done' }))).toBeUndefined();
});

test('the withdraw step shows a pending network switch first, then the withdraw and its hash once', () => {
  const { t, last } = watch();
  const show = showWithdrawStates(t, 8453);
  show([
    state({ id: 'switch', kind: 'switch', label: 'Switch to Base', status: 'wallet' }),
    state({ id: 'withdraw', status: 'waiting' }),
  ]);
  expect(last()[1]).toEqual(['withdraw', 'pending', 'Switch to Base', 0]);
  show([state({ id: 'withdraw', status: 'confirming', hash: HASH_A })]);
  show([state({ id: 'withdraw', status: 'confirming', hash: HASH_A })]);
  expect(last()[1]).toEqual(['withdraw', 'pending', 'Waiting for the confirmation...', 1]);
});

test('approve and deposit: a covered allowance is skipped, the working step is where a failure shows', () => {
  const { t, last } = watch();
  const show = showDepositStates(t, 8453);
  show([state({ id: 'approve', status: 'skipped' }), state({ id: 'deposit', status: 'wallet' })]);
  expect(last().slice(2)).toEqual([
    ['approve', 'skipped', 'The allowance already covers the amount', 0],
    ['deposit', 'in-progress', 'Confirm in your wallet', 0],
  ]);
  expect(t.at()).toBe('deposit');
  show([state({ id: 'approve', status: 'skipped' }), state({ id: 'deposit', status: 'done', hash: HASH_D })]);
  expect(last().slice(2)).toEqual([
    ['approve', 'skipped', 'The allowance already covers the amount', 0],
    ['deposit', 'completed', '', 1],
  ]);
});

test('a switch before the deposit is asked on the approve step', () => {
  const { t, last } = watch();
  showDepositStates(
    t,
    8453,
  )([state({ id: 'switch', kind: 'switch', label: 'Switch to Base', status: 'wallet' })]);
  expect(last()[2]).toEqual(['approve', 'pending', 'Switch to Base', 0]);
  expect(t.at()).toBe('check');
});
