// The agent's move the autopilot tests share: the optimizer's move of idle USDC on Base into Aave V3 (as it
// proposes it, its arithmetic included), and the plan the autopilot keeps for it.
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { RebalancingAction } from '@fin/shared/domain/optimizer/result';
import type { Address } from 'viem';
import type { MovePlan } from '../../src/modules/autopilot/moves-store';

const BASE = 8453;

/** `usdc` idle USDC on Base into Aave V3 at +`apy`%, costing `gasUsd` of gas: as the optimizer proposes it. */
export function idleToAave(usdc: number, apy: number, gasUsd: number): RebalancingAction {
  const yearlyGainUsd = (usdc * apy) / 100;
  const dailyGain = yearlyGainUsd / 365;
  return {
    id: 'idle-base->aave-base',
    from: 'Wallet@Base',
    to: 'Aave V3@Base',
    fromProtocol: 'Wallet',
    fromChain: 'Base',
    fromChainId: BASE,
    toProtocol: 'Aave V3',
    toChain: 'Base',
    toChainId: BASE,
    fromPositionId: `${BASE}:wallet:USDC`,
    toOpportunityId: 'aave-v3-base-usdc',
    asset: 'USDC',
    amount: String(usdc),
    wholePosition: false,
    crossChain: false,
    reason: 'idle USDC earns nothing',
    expectedImprovement: apy,
    economics: {
      amountUsd: usdc,
      fromApy: 0,
      toApyListed: apy,
      toApyAfter: apy,
      rateMeasured: true,
      yearlyGainUsd,
      gasUnits: { withdraw: 0, approve: 46_000, deposit: 210_000, burn: 0, mint: 0 },
      gasCostUsd: gasUsd,
      sourceGasPriceGwei: 0.01,
      destinationGasPriceGwei: 0.01,
      bridgeFeeUsd: 0,
      bridgeTime: null,
      costUsd: gasUsd,
      breakEvenDays: gasUsd / dailyGain,
      horizonDays: 30,
      netGainUsd: dailyGain * 30 - gasUsd,
    },
  };
}

/** The plan the autopilot keeps for 250 idle USDC into Aave V3 on Base (its calls cut to their selectors). */
export const PLAN_250_INTO_AAVE: MovePlan = {
  chainId: BASE,
  chain: 'Base',
  fromProtocol: 'Wallet',
  toProtocol: 'Aave V3',
  amountUnits: '250000000',
  arithmetic: '0.00% → 4.10% APY on $250.00',
  steps: [
    {
      name: 'deposit',
      label: 'Deposit 250 USDC into Aave V3 on Base',
      calls: [
        { to: getTokenAddress('USDC', BASE) as Address, data: '0x095ea7b3' },
        { to: AAVE_V3_POOL[BASE] as Address, data: '0x617ba037' },
      ],
    },
  ],
};
