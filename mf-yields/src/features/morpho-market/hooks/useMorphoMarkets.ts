// Reads Fin's configured Morpho Blue markets on Ethereum and Base: market state, params and the IRM's rate at
// target, plus the connected wallet's position. A market that cannot be read is logged and left out, so one
// failing read never hides the markets that did answer.

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
import { useMemo } from 'react';
import { type Address, type Hex, parseAbi, zeroAddress } from 'viem';
import { useReadContracts } from 'wagmi';
import { adaptiveCurveSupplyApy } from '../utils/adaptive-curve-apy';

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

const MARKETS = MORPHO_MARKETS.map((config) => ({ config, id: morphoMarketId(config.params) }));
const READS_PER_MARKET = 5;
/** Multicall3's clock: positions are valued at the chain's time, as the portfolio values them, not the browser's. */
const BLOCK_TIME_ABI = parseAbi(['function getCurrentBlockTimestamp() view returns (uint256 timestamp)']);

/** The wallet address Morpho may read positions for: never the zero address, which is no user's wallet. */
function positionUser(user: Address | undefined): Address | undefined {
  try {
    assertMorphoUser(user);
    return user;
  } catch {
    return undefined;
  }
}

export function useMorphoMarkets(user: Address | undefined) {
  const reader = positionUser(user);
  const contracts = MARKETS.flatMap(({ config, id }) => {
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
  const reads = useReadContracts({ contracts, allowFailure: true, query: { refetchInterval: 30_000 } });

  const markets = useMemo(() => {
    const results = reads.data;
    if (!results) return [];
    const browserNow = BigInt(Math.floor(Date.now() / 1000));
    const views: MorphoMarketView[] = [];
    MARKETS.forEach(({ config, id }, i) => {
      const [market, params, rate, position, blockTime] = results.slice(
        i * READS_PER_MARKET,
        (i + 1) * READS_PER_MARKET,
      );
      if (market?.status !== 'success' || params?.status !== 'success') {
        if (market?.status === 'failure') console.error(`Morpho market ${id} read failed:`, market.error);
        return;
      }
      const [loanToken] = params.result as readonly [Address, Address, Address, Address, bigint];
      if (loanToken === zeroAddress) return; // not created on this chain
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
      views.push({
        config,
        id,
        chainName: getChainName(config.chainId),
        state,
        utilization,
        specApy: specSupplyApy(utilization, fee),
        curveApy: adaptiveCurveSupplyApy(config.params, state, rateAtTarget, now),
        position: userPosition,
      });
    });
    return views;
  }, [reads.data]);

  return { markets, isPending: reads.isPending, isError: reads.isError, refetch: reads.refetch };
}
