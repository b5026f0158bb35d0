// Aave V3 reserves behind Fin's aToken receipts: rates from getReserveData (ray per year); TVL is the cash held by
// the aToken (supply minus borrow, as DefiLlama counts it) and utilization 1 − cash / supply.
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { getAsset, getTokenAddress, RECEIPT_TOKENS } from '@fin/shared/domain/money/tokens';
import { aaveRate, utilization } from '@fin/shared/domain/yields/rates';
import type { Address } from 'viem';
import { aavePoolAbi, erc20ReadAbi } from '../../../chains/abis';
import type { ReadBatch } from '../../../chains/calls';
import { type OnchainPool, type PoolReader, priceRatio, units } from './pool-reader';

type Reserve = { currentLiquidityRate: bigint; currentVariableBorrowRate: bigint };

type AaveReserve = { receipt: (typeof RECEIPT_TOKENS)[number]; aToken: Address; underlying: Address };

/** Adds one reserve's four reads to the batch; the returned getter makes its pool once the batch has answered. */
function readReserve(
  batch: ReadBatch,
  chainId: number,
  pool: Address,
  { receipt, aToken, underlying }: AaveReserve,
): () => OnchainPool | undefined {
  const reserve = batch.add<Reserve>({
    address: pool,
    abi: aavePoolAbi,
    functionName: 'getReserveData',
    args: [underlying],
  });
  const supplied = batch.add<bigint>({ address: aToken, abi: erc20ReadAbi, functionName: 'totalSupply' });
  const cash = batch.add<bigint>({
    address: underlying,
    abi: erc20ReadAbi,
    functionName: 'balanceOf',
    args: [aToken],
  });
  const income = batch.add<bigint>({
    address: pool,
    abi: aavePoolAbi,
    functionName: 'getReserveNormalizedIncome',
    args: [underlying],
  });
  const decimals = getAsset(receipt.underlyingAsset)?.decimals ?? receipt.decimals;
  return () => {
    const r = reserve();
    const s = supplied();
    const c = cash();
    if (!r || s === undefined || c === undefined) return undefined;
    return {
      protocolSlug: 'aave-v3',
      chainId,
      poolAddress: pool,
      receiptAddress: aToken,
      receiptSymbol: receipt.symbol,
      asset: receipt.underlyingAsset,
      underlying,
      supply: aaveRate(r.currentLiquidityRate),
      borrow: aaveRate(r.currentVariableBorrowRate),
      tvl: units(c, decimals),
      utilization: utilization(s > c ? s - c : 0n, s),
      sharePrice: priceRatio(income(), 10n ** 27n),
    };
  };
}

export function aaveReader(chainId: number): PoolReader {
  const pool = AAVE_V3_POOL[chainId];
  const reserves: AaveReserve[] = RECEIPT_TOKENS.filter(
    (r) => r.protocol === 'Aave V3' && r.addresses[chainId],
  ).flatMap((receipt) => {
    const underlying = getTokenAddress(receipt.underlyingAsset, chainId);
    return underlying ? [{ receipt, aToken: receipt.addresses[chainId] as Address, underlying }] : [];
  });
  const getters: (() => OnchainPool | undefined)[] = [];
  return {
    first(batch: ReadBatch) {
      if (!pool) return;
      for (const reserve of reserves) getters.push(readReserve(batch, chainId, pool, reserve));
    },
    build: () => getters.flatMap((g) => g() ?? []),
  };
}
