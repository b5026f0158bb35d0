// The deposit dialog's pure parts with a real row of the captured list: the plan each contract shape gets and the
// status line a user reads while the wallet works.
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import type { TxStepState } from '@fin/shared/web3/tx-plan';
import { describe, expect, it } from 'vitest';
import { depositTarget } from '../../../lib/deposit-target';
import { realOpportunities } from '../../../test/real-opportunities';
import { depositCheckInput, depositPlan, depositStatus, runningText } from './deposit-run';

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const;
const { rows } = realOpportunities();

const step = (label: string, batched = false): TxStepState =>
  ({ id: label, kind: 'write', label, status: 'wallet', chainId: 8453, batched }) as TxStepState;

describe('the deposit status line', () => {
  it('says the step under way, or every step of a batch as one wallet request', () => {
    const approve = step('Approving USDC...', true);
    const supply = step('Supplying USDC to Aave V3...', true);
    expect(runningText([step('Switching to Base...')], step('Switching to Base...'))).toBe(
      'Switching to Base...',
    );
    expect(runningText([approve, supply], supply)).toBe(
      'Approving USDC and supplying USDC to Aave V3 in one wallet request...',
    );
  });

  it('reads Checking... before the first step and the last result once the plan has stopped', () => {
    const error = { phase: 'error', text: 'Error: Insufficient balance' } as const;
    expect(depositStatus({ running: true, steps: [], current: undefined }, error)).toEqual({
      phase: 'busy',
      text: 'Checking...',
    });
    expect(depositStatus({ running: false, steps: [], current: undefined }, error)).toBe(error);
  });
});

describe('the deposit plan', () => {
  it('approves then supplies for an Aave-style pool, after a switch to its chain', () => {
    const aave = rows.find((r) => r.protocolSlug === 'aave-v3' && r.chainId === 8453 && r.asset === 'USDC');
    if (!aave) throw new Error('the capture has an Aave V3 USDC row on Base');
    const o = { ...aave, poolAddress: AAVE_V3_POOL[8453] as string };
    const target = depositTarget(o);
    if (!target.pool) throw new Error('the row is integrated');
    const plan = depositPlan(o, { ...target, pool: target.pool }, user, 1_000_000n);
    expect(plan.steps.map((s) => s.kind)).toEqual(['switch', 'approve', 'write']);
    expect(plan.steps.every((s) => s.chainId === 8453)).toBe(true);
    const input = depositCheckInput(o, target, '1', { chainId: 1, balance: 5n });
    expect(input).toMatchObject({
      amountText: '1',
      chainId: 8453,
      walletChainId: 1,
      balance: 5n,
      decimals: 6,
    });
  });
});
