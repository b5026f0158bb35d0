// What the Morpho Blue helper reads for each of Fin's configured markets (state, params, the IRM's rate at target,
// the wallet's position, the chain's clock), and how one market's answers become the row a user reads. A market
// that cannot be read is logged and left out, so one failing read never hides the markets that did answer.
import { getChainName } from '@fin/shared/domain/chains/chains';
import {
  MORPHO_BLUE,
  MORPHO_MARKETS,
  type MorphoMarketConfig,
  MULTICALL3,
  morphoMarketId,
} from '@fin/shared/domain/chains/contracts';
import { ADAPTIVE_CURVE_IRM_ABI, MORPHO_BLUE_ABI } from '@fin/shared/domain/morpho/abi';
import { accrueMorphoPosition } from '@fin/shared/domain/morpho/accrual';
import {
  assertMorphoUser,
  type MorphoMarketState,
  morphoUtilization,
  specSupplyApy,
} from '@fin/shared/domain/morpho/market-math';
import { type Address, type Hex, parseAbi, zeroAddress } from 'viem';
import { adaptiveCurveSupplyApy } from './adaptive-curve-apy';

export type MorphoMarketView = {
  config: MorphoMarketConfig;
  id: Hex;
  chainName: string;
  state: MorphoMarketState;
  utilization: number;
  /** Fractions (0.05 = 5%). */
  specApy: number;
  curveApy: number | undefined;
  position: { supplied: bigint; borrowed: bigint; collateral: bigint } | undefined;
};

/** One read's answer, as wagmi's useReadContracts gives it with allowFailure. */
export type ReadAnswer = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };

const MARKETS = MORPHO_MARKETS.map((config) => ({ config, id: morphoMarketId(config.params) }));
const READS_PER_MARKET = 5;
/** Multicall3's clock: positions are valued at the chain's time, as the portfolio values them, not the browser's. */
const BLOCK_TIME_ABI = parseAbi(['function getCurrentBlockTimestamp() view returns (uint256 timestamp)']);

/** The wallet address Morpho may read positions for: never the zero address, which is no user's wallet. */
export function positionUser(user: Address | undefined): Address | undefined {
  try {
    assertMorphoUser(user);
    return user;
  } catch {
    return undefined;
  }
}

/** The five reads per market, in the order `marketViews` takes them apart. */
export function marketReads(reader: Address | undefined) {
  return MARKETS.flatMap(({ config, id }) => {
    const morpho = MORPHO_BLUE[config.chainId] as Address;
    const chainId = config.chainId as never;
    return [
      { address: morpho, abi: MORPHO_BLUE_ABI, functionName: 'market', args: [id], chainId },
      { address: morpho, abi: MORPHO_BLUE_ABI, functionName: 'idToMarketParams', args: [id], chainId },
      {
        address: config.params.irm,
        abi: ADAPTIVE_CURVE_IRM_ABI,
        functionName: 'rateAtTarget',
        args: [id],
        chainId,
      },
      {
        address: morpho,
        abi: MORPHO_BLUE_ABI,
        functionName: 'position',
        args: [id, reader ?? zeroAddress],
        chainId,
      },
      { address: MULTICALL3, abi: BLOCK_TIME_ABI, functionName: 'getCurrentBlockTimestamp', chainId },
    ] as const;
  });
}

/** Every market that answered, as rows; `browserNow` (seconds) stands in when a chain's clock did not answer. */
export function marketViews(
  results: readonly ReadAnswer[],
  reader: Address | undefined,
  browserNow: bigint,
): MorphoMarketView[] {
  return MARKETS.flatMap(({ config, id }, i) => {
    const answers = results.slice(i * READS_PER_MARKET, (i + 1) * READS_PER_MARKET);
    const view = marketView(config, id, answers, reader, browserNow);
    return view ? [view] : [];
  });
}

function marketView(
  config: MorphoMarketConfig,
  id: Hex,
  [market, params, rate, position, blockTime]: readonly (ReadAnswer | undefined)[],
  reader: Address | undefined,
  browserNow: bigint,
): MorphoMarketView | undefined {
  if (market?.status !== 'success' || params?.status !== 'success') {
    if (market?.status === 'failure') console.error(`Morpho market ${id} read failed:`, market.error);
    return undefined;
  }
  const [loanToken] = params.result as readonly [Address, Address, Address, Address, bigint];
  if (loanToken === zeroAddress) return undefined; // not created on this chain
  const [totalSupplyAssets, totalSupplyShares, totalBorrowAssets, totalBorrowShares, lastUpdate, fee] =
    market.result as readonly bigint[] as [bigint, bigint, bigint, bigint, bigint, bigint];
  const state = {
    totalSupplyAssets,
    totalSupplyShares,
    totalBorrowAssets,
    totalBorrowShares,
    lastUpdate,
    fee,
  };
  const rateAtTarget = rate?.status === 'success' ? (rate.result as bigint) : undefined;
  const now = blockTime?.status === 'success' ? (blockTime.result as bigint) : browserNow;
  const utilization = morphoUtilization(state);
  let userPosition: MorphoMarketView['position'];
  if (reader && position?.status === 'success') {
    const [supplyShares, borrowShares, collateral] = position.result as readonly [bigint, bigint, bigint];
    // Interest included, exactly as the portfolio values the same position.
    const { supplied, borrowed } = accrueMorphoPosition(
      config.params,
      state,
      rateAtTarget,
      { supplyShares, borrowShares },
      now,
    );
    userPosition = { supplied, borrowed, collateral };
  }
  return {
    config,
    id,
    chainName: getChainName(config.chainId),
    state,
    utilization,
    specApy: specSupplyApy(utilization, fee),
    curveApy: adaptiveCurveSupplyApy(config.params, state, rateAtTarget, now),
    position: userPosition,
  };
}
