// Token registry: every asset Fin knows, with its type, decimals and addresses per chain. Sources of the addresses,
// copied as constants (no data read at run time):
// - native USDC: Circle's native USDC per chain (circlefin/cctp-go chains.go);
// - USDT, DAI, PYUSD: Uniswap default-token-list src/tokens (commit 49f39bd, GPL-3.0) and the Superchain token list
//   (ethereum-optimism.github.io commit 9db0b00); Avalanche USDt and DAI.e from the Aave address book underlyings;
// - aTokens: bgd-labs/aave-address-book tokenlist.json (commit f61c976, MIT), Aave V3 core pool entries;
// - Comet: compound-finance/comet deployments/<chain>/usdc/roots.json (commit d5a30b0, BUSL-1.1);
// - MetaMorpho vaults: DefiLlama morpho pool ids (Ethereum STEAKUSDC, Base MWUSDC) and the Morpho API vault lists
//   generated into karpatkey/defi-kit sdk/src/protocols/morpho (Gauntlet USDC Prime, Steakhouse USDC on Base);
// - Moonwell mUSDC (Base, Optimism): Moonwell deployments as cited by several public integrations;
// - the receipts of the captured venues (Spark, Euler, Silo, Radiant, Benqi, dForce): deposit-venues.ts, each with its source.
import type { Address } from 'viem';
import { ARBITRUM_ID, AVALANCHE_ID, BASE_ID, ETHEREUM_ID, OPTIMISM_ID, POLYGON_ID } from '../chains/chains';
import { VENUE_RECEIPTS } from '../deposit/venues';
import type { Asset, NativeAsset, ReceiptAsset, StablecoinAsset } from './asset';

export type {
  Asset,
  AssetType,
  NativeAsset,
  ReceiptAsset,
  ReceiptConversion,
  ReceiptProtocol,
  StablecoinAsset,
  StablecoinSymbol,
} from './asset';

export const STABLECOINS: readonly StablecoinAsset[] = [
  {
    symbol: 'USDC',
    name: 'USD Coin',
    type: 'stablecoin',
    decimals: 6,
    priceFeedId: 'usd-coin',
    addresses: {
      [ETHEREUM_ID]: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      [BASE_ID]: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      [ARBITRUM_ID]: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      [AVALANCHE_ID]: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
      [OPTIMISM_ID]: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
      [POLYGON_ID]: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  },
  {
    symbol: 'USDT',
    name: 'Tether USD',
    type: 'stablecoin',
    decimals: 6,
    priceFeedId: 'tether',
    addresses: {
      [ETHEREUM_ID]: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      // Base: bridged "Tether USD" of the Superchain token list.
      [BASE_ID]: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2',
      // Arbitrum: USD₮0, the token Aave's aArbUSDT wraps.
      [ARBITRUM_ID]: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
      [AVALANCHE_ID]: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7',
      [OPTIMISM_ID]: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
      [POLYGON_ID]: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
    },
  },
  {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    type: 'stablecoin',
    decimals: 18,
    priceFeedId: 'dai',
    addresses: {
      [ETHEREUM_ID]: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      [BASE_ID]: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb',
      [ARBITRUM_ID]: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
      // Avalanche: DAI.e (bridged), the underlying of Aave's aAvaDAI.
      [AVALANCHE_ID]: '0xd586E7F844cEa2F87f50152665BCbc2C279D8d70',
      [OPTIMISM_ID]: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
      [POLYGON_ID]: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
    },
  },
  {
    symbol: 'PYUSD',
    name: 'PayPal USD',
    type: 'stablecoin',
    decimals: 6,
    priceFeedId: 'paypal-usd',
    addresses: { [ETHEREUM_ID]: '0x6c3ea9036406852006290770BEdFcAbA0e23A0e8' },
  },
];

export const NATIVE_ASSETS: readonly NativeAsset[] = [
  {
    symbol: 'ETH',
    name: 'Ether',
    type: 'native',
    decimals: 18,
    priceFeedId: 'ethereum',
    addresses: {},
    nativeOn: [ETHEREUM_ID, BASE_ID, ARBITRUM_ID, OPTIMISM_ID],
  },
  {
    symbol: 'AVAX',
    name: 'Avalanche',
    type: 'native',
    decimals: 18,
    priceFeedId: 'avalanche-2',
    addresses: {},
    nativeOn: [AVALANCHE_ID],
  },
  {
    symbol: 'MATIC',
    name: 'Polygon',
    type: 'native',
    decimals: 18,
    priceFeedId: 'matic-network',
    addresses: {},
    nativeOn: [POLYGON_ID],
  },
];

const AAVE_V3_USDT: Address = '0x6ab707Aca953eDAeFBc4fD23bA73294241490620';
const AAVE_V3_DAI: Address = '0x82E64f49Ed5EC1bC6e43DAD4FC8Af9bb3A2312EE';

export const RECEIPT_TOKENS: readonly ReceiptAsset[] = [
  {
    symbol: 'aUSDC',
    name: 'Aave V3 USDC',
    type: 'receipt',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Aave V3',
    conversion: 'rebasing',
    // aToken of native USDC in each chain's core pool (aEthUSDC, aBasUSDC, aArbUSDCn, aAvaUSDC, aOptUSDCn, aPolUSDCn).
    addresses: {
      [ETHEREUM_ID]: '0x98C23E9d8f34FEFb1B7BD6a91B7FF122F4e16F5c',
      [BASE_ID]: '0x4e65fE4DbA92790696d040ac24Aa414708F5c0AB',
      [ARBITRUM_ID]: '0x724dc807b04555b71ed48a6896b6F41593b8C637',
      [AVALANCHE_ID]: '0x625E7708f30cA75bfd92586e17077590C60eb4cD',
      [OPTIMISM_ID]: '0x38d693cE1dF5AaDF7bC62595A37D667aD57922e5',
      [POLYGON_ID]: '0xA4D94019934D8333Ef880ABFFbF2FDd611C762BD',
    },
  },
  {
    symbol: 'aUSDT',
    name: 'Aave V3 USDT',
    type: 'receipt',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'Aave V3',
    conversion: 'rebasing',
    // Base's core pool lists no USDT market in the address book.
    addresses: {
      [ETHEREUM_ID]: '0x23878914EFE38d27C4D67Ab83ed1b93A74D4086a',
      [ARBITRUM_ID]: AAVE_V3_USDT,
      [AVALANCHE_ID]: AAVE_V3_USDT,
      [OPTIMISM_ID]: AAVE_V3_USDT,
      [POLYGON_ID]: AAVE_V3_USDT,
    },
  },
  {
    symbol: 'aDAI',
    name: 'Aave V3 DAI',
    type: 'receipt',
    decimals: 18,
    priceFeedId: 'dai',
    underlyingAsset: 'DAI',
    protocol: 'Aave V3',
    conversion: 'rebasing',
    addresses: {
      [ETHEREUM_ID]: '0x018008bfb33d285247A21d44E50697654f754e63',
      [ARBITRUM_ID]: AAVE_V3_DAI,
      [AVALANCHE_ID]: AAVE_V3_DAI,
      [OPTIMISM_ID]: AAVE_V3_DAI,
      [POLYGON_ID]: AAVE_V3_DAI,
    },
  },
  {
    symbol: 'cUSDC',
    name: 'Compound V3 USDC',
    type: 'receipt',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Compound V3',
    conversion: 'rebasing',
    // Comet USDC proxies. On Polygon the Comet's base token is bridged USDC.e (0x2791…4174).
    addresses: {
      [ETHEREUM_ID]: '0xc3d688B66703497DAA19211EEdff47f25384cdc3',
      [BASE_ID]: '0xb125E6687d4313864e53df431d5425969c15Eb2F',
      [ARBITRUM_ID]: '0x9c4ec768c28520B50860ea7a15bd7213a9fF58bf',
      [OPTIMISM_ID]: '0x2e44e174f7D53F0212823acC11C01A11d58c5bCB',
      [POLYGON_ID]: '0xF25212E676D1F7F89Cd72fFEe66158f541246445',
    },
  },
  {
    symbol: 'mwUSDC',
    name: 'Moonwell USDC',
    type: 'receipt',
    decimals: 8,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Moonwell',
    conversion: 'ctoken',
    addresses: {
      [BASE_ID]: '0xEdc817A28E8B93B03976FBd4a3dDBc9f7D176c22',
      [OPTIMISM_ID]: '0x8E08617b0d66359D73Aa11E11017834C29155525',
    },
  },
  {
    symbol: 'stUSDC',
    name: 'Steakhouse USDC (Morpho)',
    type: 'receipt',
    decimals: 18,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Morpho Blue',
    conversion: 'erc4626',
    addresses: {
      [ETHEREUM_ID]: '0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB',
      [BASE_ID]: '0xbeeF010f9cb27031ad51e3333f9aF9C6B1228183',
    },
  },
  {
    symbol: 'gtUSDC',
    name: 'Gauntlet USDC Prime (Morpho)',
    type: 'receipt',
    decimals: 18,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Morpho Blue',
    conversion: 'erc4626',
    addresses: { [ETHEREUM_ID]: '0xdd0f28e19C1780eb6396170735D45153D261490d' },
  },
  {
    symbol: 'mwfUSDC',
    name: 'Moonwell Flagship USDC (Morpho)',
    type: 'receipt',
    decimals: 18,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Morpho Blue',
    conversion: 'erc4626',
    addresses: { [BASE_ID]: '0xc1256Ae5FF1cf2719D4937adb3bbCCab2E00A2Ca' },
  },
  {
    // Fin deposits DAI into sDAI (the deposit dialog's Sky row), so the shares must show in the portfolio, valued
    // in DAI through the vault's own convertToAssets, or the deposit seems to vanish.
    symbol: 'sDAI',
    name: 'Savings Dai (Sky)',
    type: 'receipt',
    decimals: 18,
    priceFeedId: 'dai',
    underlyingAsset: 'DAI',
    protocol: 'Sky (sDAI)',
    conversion: 'erc4626',
    addresses: { [ETHEREUM_ID]: '0x83F20F44975D03b1b09e64809B757c47f942BEeA' },
  },
  ...VENUE_RECEIPTS,
];

export const ASSETS: readonly Asset[] = [...STABLECOINS, ...NATIVE_ASSETS, ...RECEIPT_TOKENS];

/** The supported stablecoins an empty portfolio lists: the four stablecoins plus the receipt tokens. */
export const STABLECOIN_LIST_SYMBOLS: readonly string[] = [
  ...STABLECOINS.map((a) => a.symbol),
  ...RECEIPT_TOKENS.map((a) => a.symbol),
];

const bySymbol = new Map<string, Asset>(ASSETS.map((a) => [a.symbol, a]));

export function getAsset(symbol: string): Asset | undefined {
  return bySymbol.get(symbol);
}

/** Address of a token on a chain, or undefined when Fin has none configured there. */
export function getTokenAddress(symbol: string, chainId: number): Address | undefined {
  return bySymbol.get(symbol)?.addresses[chainId];
}

/** Every ERC-20 (stablecoins and receipts) configured on a chain, in registry order. */
export function tokensOnChain(chainId: number): Asset[] {
  return ASSETS.filter((a) => a.addresses[chainId] !== undefined);
}

export function isReceipt(asset: Asset): asset is ReceiptAsset {
  return asset.type === 'receipt';
}
