// The reads a dashboard needs for one wallet's whole stablecoin portfolio on one chain: every registry
// stablecoin and receipt balance, receipt conversion rates, Morpho Blue positions and the native balance.
// Used by the devnet's tests and benchmarks to compare one Multicall3 request against per-token eth_calls.
import {
  MORPHO_BLUE,
  MULTICALL3,
  morphoMarketId,
  morphoMarketsOn,
} from '@fin/shared/domain/chains/contracts';
import { isReceipt, tokensOnChain } from '@fin/shared/domain/money/tokens';
import type { Address } from 'viem';
import { metaMorphoVaultAbi, morphoAbi, mTokenAbi, multicall3Abi, tokenAbi } from './abis';

/** `labels[i]` names `calls[i]`, e.g. 'USDC.balanceOf' or 'stUSDC.convertToAssets'. */
export function portfolioCalls(chainId: number, account: Address) {
  const calls = [];
  const labels: string[] = [];
  for (const asset of tokensOnChain(chainId)) {
    const address = asset.addresses[chainId]!;
    calls.push({ address, abi: tokenAbi, functionName: 'balanceOf', args: [account] } as const);
    labels.push(`${asset.symbol}.balanceOf`);
    if (isReceipt(asset) && asset.conversion === 'erc4626') {
      calls.push({
        address,
        abi: metaMorphoVaultAbi,
        functionName: 'convertToAssets',
        args: [10n ** 18n],
      } as const);
      labels.push(`${asset.symbol}.convertToAssets`);
    }
    if (isReceipt(asset) && asset.conversion === 'ctoken') {
      calls.push({ address, abi: mTokenAbi, functionName: 'exchangeRateStored', args: [] } as const);
      labels.push(`${asset.symbol}.exchangeRateStored`);
    }
  }
  const morpho = MORPHO_BLUE[chainId];
  if (morpho) {
    for (const m of morphoMarketsOn(chainId)) {
      const id = morphoMarketId(m.params);
      calls.push({ address: morpho, abi: morphoAbi, functionName: 'position', args: [id, account] } as const);
      calls.push({ address: morpho, abi: morphoAbi, functionName: 'market', args: [id] } as const);
      labels.push(`Morpho ${m.collateral}.position`, `Morpho ${m.collateral}.market`);
    }
  }
  calls.push({
    address: MULTICALL3,
    abi: multicall3Abi,
    functionName: 'getEthBalance',
    args: [account],
  } as const);
  labels.push('native.getEthBalance');
  return { calls, labels };
}
