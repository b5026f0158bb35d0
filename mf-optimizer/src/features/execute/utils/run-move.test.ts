// One move as the wallet runs it, up to the API's check (the chains are not reached): the decision carries what
// the analysis proposed — a whole position stays whole, so interest accrued since is withdrawn too — and a refusal
// stops the move with the reason and where the money is.

import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import type { RebalanceStep } from '@fin/shared/domain/optimizer/rebalance-steps';
import { type RebalancingAction, rebalancingActionSchema } from '@fin/shared/schemas/agent';
import { aave } from '@fin/shared/testing/optimizer-test-data';
import { json, stubFetch } from '../../../test/api-stub';
import { API_BASE, DEMO_ADDRESS } from '../../../test/render';
import { type MoveDeps, MoveStoppedError, runMove } from './run-move';

const economics = {
  amountUsd: 4000,
  fromApy: 5,
  toApyListed: 6.5,
  toApyAfter: 6.4,
  rateMeasured: true,
  yearlyGainUsd: 56,
  gasUnits: { withdraw: 100_000, approve: 50_000, deposit: 150_000, burn: 0, mint: 0 },
  gasCostUsd: 0.02,
  sourceGasPriceGwei: 0.02,
  destinationGasPriceGwei: 0.02,
  bridgeFeeUsd: 0,
  bridgeTime: null,
  costUsd: 0.02,
  breakEvenDays: 0.2,
  horizonDays: 30,
  netGainUsd: 4.6,
};

const wholeMove: RebalancingAction = rebalancingActionSchema.parse({
  id: 'm1',
  from: 'Compound V3@Base',
  to: 'Aave V3@Base',
  fromProtocol: 'Compound V3',
  fromChain: 'Base',
  fromChainId: 8453,
  toProtocol: 'Aave V3',
  toChain: 'Base',
  toChainId: 8453,
  fromPositionId: '8453:0xb125e6687d4313864e53df431d5425969c15eb2f',
  toOpportunityId: 'aave-base',
  asset: 'USDC',
  amount: '4000.000136',
  wholePosition: true,
  crossChain: false,
  reason: 'Aave V3 on Base pays more',
  expectedImprovement: 1.4,
  economics,
});

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
    '/api/agent/rebalance': () =>
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
  const sent = calls.find((c) => c.path === '/api/agent/rebalance')?.body as {
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
