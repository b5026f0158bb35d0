// The agent's move the autopilot tests share: the optimizer's move of idle USDC on Base into Aave V3 (as it
// proposes it, its arithmetic included), and the plan the autopilot keeps for it.
import { AAVE_V3_POOL, CCTP_V2, COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { RebalancingAction } from '@fin/shared/domain/optimizer/result';
import type { Address } from 'viem';
import type { MovePlan } from '../../src/modules/autopilot/moves-store';
import { ROUND_DEFAULTS, type RoundState } from '../../src/modules/autopilot/rounds-store';

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

/** The plan for 250 USDC out of Compound V3 into Aave V3 on Base: the withdraw, then approve + supply. */
export const PLAN_250_COMET_TO_AAVE: MovePlan = {
  ...PLAN_250_INTO_AAVE,
  fromProtocol: 'Compound V3',
  arithmetic: '2.50% → 4.10% APY on $250.00',
  steps: [
    {
      name: 'withdraw',
      label: 'Withdraw 250 USDC from Compound V3 on Base',
      calls: [{ to: COMPOUND_V3_COMET_USDC[BASE] as Address, data: '0xf3fef3a3' }],
    },
    ...PLAN_250_INTO_AAVE.steps,
  ],
};

/** A wallet's agent with Auto Rebalance on, moves run as soon as they are announced, live data off. */
export const MOVING_STATE: RoundState = {
  ...ROUND_DEFAULTS,
  liveData: false,
  autoRebalance: true,
  cancelWindowSeconds: 0,
};

/** `usdc` idle USDC on Base into Aave V3 on Arbitrum, priced by the optimizer at a fast fee of `fastFeeUsd`. */
export function idleBaseToArbitrumAave(usdc: number, apy: number, fastFeeUsd: number): RebalancingAction {
  const same = idleToAave(usdc, apy, 0.05);
  const costUsd = 0.05 + fastFeeUsd;
  const dailyGain = same.economics.yearlyGainUsd / 365;
  return {
    ...same,
    id: 'idle-base->aave-arbitrum',
    to: 'Aave V3@Arbitrum',
    toChain: 'Arbitrum',
    toChainId: 42161,
    toOpportunityId: 'aave-v3-arbitrum-usdc',
    crossChain: true,
    economics: {
      ...same.economics,
      gasUnits: { withdraw: 0, approve: 46_000, deposit: 210_000, burn: 120_000, mint: 180_000 },
      bridgeFeeUsd: fastFeeUsd,
      bridgeTime: '8-20 seconds',
      costUsd,
      breakEvenDays: costUsd / dailyGain,
      netGainUsd: dailyGain * 30 - costUsd,
    },
  };
}

/** The plan for 250 idle USDC on Base into Aave V3 on Arbitrum: the burn, the mint, then approve + supply. */
export const PLAN_250_BASE_TO_ARBITRUM: MovePlan = {
  chainId: 42161,
  chain: 'Arbitrum',
  fromChainId: BASE,
  fromChain: 'Base',
  fromProtocol: 'Wallet',
  toProtocol: 'Aave V3',
  amountUnits: '250000000',
  arithmetic: '0.00% → 4.10% APY on $250.00',
  steps: [
    {
      name: 'burn',
      chainId: BASE,
      label: 'Burn 250 USDC on Base with CCTP, to be minted to you on Arbitrum',
      calls: [
        { to: getTokenAddress('USDC', BASE) as Address, data: '0x095ea7b3' },
        { to: CCTP_V2.tokenMessenger, data: '0x8e0250ee' },
      ],
    },
    { name: 'mint', label: 'Mint 250 USDC on Arbitrum', calls: [] },
    {
      name: 'deposit',
      label: 'Deposit 250 USDC into Aave V3 on Arbitrum',
      calls: [
        { to: getTokenAddress('USDC', 42161) as Address, data: '0x095ea7b3' },
        { to: AAVE_V3_POOL[42161] as Address, data: '0x617ba037' },
      ],
    },
  ],
};

/**
 * The round's state as the server's rounds pass it for `wallet`: its switches as stored, the optimizer just run
 * (tests that announce their own moves, so nothing new is weighed).
 */
export async function storedRoundState(
  agent: {
    view(wallet: string): Promise<Pick<RoundState, 'autoRebalance' | 'cancelWindowSeconds' | 'guardrail'>>;
  },
  wallet: string,
): Promise<RoundState> {
  const { autoRebalance, cancelWindowSeconds, guardrail } = await agent.view(wallet);
  return {
    ...ROUND_DEFAULTS,
    autoRebalance,
    cancelWindowSeconds,
    guardrail,
    paused: false,
    liveData: false,
    lastPlanAt: new Date(),
  };
}
