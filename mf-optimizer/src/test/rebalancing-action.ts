// A rebalancing move as the API returns it (parsed by its schema), for the tests of running and showing moves.
import { type RebalancingAction, rebalancingActionSchema } from '@fin/shared/schemas/optimizer';

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

/** A whole Compound V3 position on Base moving to Aave V3 on Base, as the analysis proposes it. */
export const wholeMove: RebalancingAction = rebalancingActionSchema.parse({
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
