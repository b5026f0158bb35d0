// One move as the wallet runs it, up to the API's check (the chains are not reached): the decision carries what
// the analysis proposed — a whole position stays whole, so interest accrued since is withdrawn too — and a refusal
// stops the move with the reason and where the money is.

import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import type { RebalanceStep } from '@fin/shared/domain/optimizer/rebalance-steps';
import { aave } from '@fin/shared/testing/optimizer-test-data';
import { json, stubFetch } from '../../../test/api-stub';
import { wholeMove } from '../../../test/rebalancing-action';
import { API_BASE, DEMO_ADDRESS } from '../../../test/render';
import type { MoveDeps } from './move-stages';
import { decisionOf, MoveStoppedError, runMove } from './run-move';

function deps(): MoveDeps {
  return {
    account: DEMO_ADDRESS,
    destination: aave(8453, 'Base', 6.5, { id: 'aave-base' }),
    horizonDays: 30,
    settings: {
      minImprovementApy: 0.25,
      maxPoolShare: 0.1,
      maxVenueShare: 1,
      minMoveUsd: 10,
      cashReserve: { totalUsd: 0, perChainUsd: {} },
    },
    withProof: (call) => call({ authorization: 'Bearer test' }),
    // Never reached: the check comes first and these tests stop there.
    runner: undefined as never,
    cctp: undefined as never,
    client: () => {
      throw new Error('no chain in this test');
    },
    attestationUrl: 'http://iris.test',
  };
}

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ profile: 'devnet', apiBaseUrl: API_BASE }));
});

test('a whole position is decided as whole, and an API refusal stops the move: nothing moved', async () => {
  const { calls } = stubFetch({
    '/api/optimizer/rebalance': () =>
      json(
        {
          success: false,
          error: {
            code: 'STALE_DECISION',
            message: 'The rates moved since the analysis. Run the optimizer again.',
          },
        },
        409,
      ),
  });
  const seen: RebalanceStep[][] = [];
  const run = runMove(wholeMove, deps(), (steps) => seen.push(steps));
  await expect(run).rejects.toBeInstanceOf(MoveStoppedError);
  const stopped = (await run.catch((e: unknown) => e)) as MoveStoppedError;
  expect(stopped.step).toBe('check');
  expect(stopped.reason).toBe('The rates moved since the analysis. Run the optimizer again.');
  expect(stopped.funds).toBe('Nothing moved: your USDC is still in Compound V3 on Base.');
  const sent = calls.find((c) => c.path === '/api/optimizer/rebalance')?.body as {
    decision: { wholePosition?: boolean; amount: string };
  };
  expect(sent.decision).toMatchObject({ wholePosition: true, amount: '4000.000136' });
  // The steps the user watched: the check failed with the reason, nothing after it started.
  const last = seen.at(-1) as RebalanceStep[];
  expect(last.map((s) => [s.id, s.status])).toEqual([
    ['check', 'error'],
    ['withdraw', 'pending'],
    ['approve', 'pending'],
    ['deposit', 'pending'],
  ]);
});

test('the decision sent for the check is the move as proposed, and nothing else', () => {
  expect(decisionOf(wholeMove)).toEqual({
    fromProtocol: 'Compound V3',
    fromChain: 'Base',
    toProtocol: 'Aave V3',
    toChain: 'Base',
    amount: '4000.000136',
    reason: 'Aave V3 on Base pays more',
    expectedImprovement: 1.4,
    fromPositionId: '8453:0xb125e6687d4313864e53df431d5425969c15eb2f',
    toOpportunityId: 'aave-base',
    wholePosition: true,
  });
});
