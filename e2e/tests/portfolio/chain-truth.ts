// What the demo wallet really holds, read straight from the devnet chains with viem in the test, one plain
// readContract per value: the oracle the portfolio panel is checked against (no numbers written into the tests).
import { MORPHO_BLUE, MORPHO_MARKETS, morphoMarketId } from '@fin/shared/domain/chains/contracts';
import { getAsset, tokensOnChain } from '@fin/shared/domain/money/tokens';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  formatUnits,
  type Hex,
  http,
  parseAbi,
} from 'viem';
import { sendOnChain } from '../../fixtures/send-on-chain';

const abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function exchangeRateStored() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
]);

const morphoWriteAbi = parseAbi([
  'struct MarketParams { address loanToken; address collateralToken; address oracle; address irm; uint256 lltv; }',
  'function accrueInterest(MarketParams marketParams)',
]);

/**
 * Morpho Blue books interest only when a market is touched, and the panel shows the interest up to the current block.
 * Touching every configured market first (anyone may call accrueInterest) makes the chain's own stored figures the
 * truth to compare with, without re-implementing Morpho's interest model in the test.
 */
export async function bookMorphoInterest(
  chains: readonly { chainId: number; rpcUrl: string }[],
  privateKey: Hex,
): Promise<void> {
  for (const chain of chains) {
    const morpho = MORPHO_BLUE[chain.chainId];
    if (!morpho) continue;
    for (const market of MORPHO_MARKETS.filter((m) => m.chainId === chain.chainId)) {
      const data = encodeFunctionData({
        abi: morphoWriteAbi,
        functionName: 'accrueInterest',
        args: [market.params],
      });
      await sendOnChain(
        chain.rpcUrl,
        privateKey,
        { to: morpho, data },
        `booking Morpho interest on ${chain.chainId}`,
      );
    }
  }
}

export type Holding = {
  chainId: number;
  chainName: string;
  symbol: string;
  type: 'stablecoin' | 'receipt' | 'position';
  /** Underlying stablecoin amount in whole units (decimal string). */
  amount: string;
  valueUSD: number;
  marketId?: string;
};

export async function readHoldings(
  chains: readonly { chainId: number; name: string; rpcUrl: string }[],
  owner: Address,
): Promise<Holding[]> {
  const out: Holding[] = [];
  for (const chain of chains) {
    const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 });
    for (const asset of tokensOnChain(chain.chainId)) {
      const address = asset.addresses[chain.chainId] as Address;
      const held = await client.readContract({ address, abi, functionName: 'balanceOf', args: [owner] });
      if (held === 0n) continue;
      let underlying = held;
      let decimals = asset.decimals;
      if (asset.type === 'receipt') {
        decimals = getAsset(asset.underlyingAsset)?.decimals ?? decimals;
        if (asset.conversion === 'ctoken') {
          const rate = await client.readContract({ address, abi, functionName: 'exchangeRateStored' });
          underlying = (held * rate) / 10n ** 18n;
        } else if (asset.conversion === 'erc4626') {
          underlying = await client.readContract({
            address,
            abi,
            functionName: 'convertToAssets',
            args: [held],
          });
        }
      }
      const amount = formatUnits(underlying, decimals);
      out.push({
        chainId: chain.chainId,
        chainName: chain.name,
        symbol: asset.symbol,
        type: asset.type === 'receipt' ? 'receipt' : 'stablecoin',
        amount,
        valueUSD: Number(amount),
      });
    }
    const morpho = MORPHO_BLUE[chain.chainId];
    for (const market of morpho ? MORPHO_MARKETS.filter((m) => m.chainId === chain.chainId) : []) {
      const id = morphoMarketId(market.params);
      const [supplyShares] = await client.readContract({
        address: morpho as Address,
        abi,
        functionName: 'position',
        args: [id, owner],
      });
      if (supplyShares === 0n) continue;
      const [totalAssets, totalShares] = await client.readContract({
        address: morpho as Address,
        abi,
        functionName: 'market',
        args: [id],
      });
      // Morpho Blue SharesMathLib.toAssetsDown with its virtual shares (1e6) and virtual assets (1).
      const supplied = (supplyShares * (totalAssets + 1n)) / (totalShares + 1_000_000n);
      const amount = formatUnits(supplied, 6);
      out.push({
        chainId: chain.chainId,
        chainName: chain.name,
        symbol: 'USDC',
        type: 'position',
        amount,
        valueUSD: Number(amount),
        marketId: id,
      });
    }
  }
  return out;
}

/** CSS selector of the panel row of a holding. */
export function rowSelector(h: Pick<Holding, 'chainId' | 'symbol' | 'type' | 'marketId'>): string {
  const base = `[data-testid="portfolio-row"][data-chain-id="${h.chainId}"][data-symbol="${h.symbol}"][data-type="${h.type}"]`;
  return h.marketId ? `${base}[data-market-id="${h.marketId}"]` : base;
}
