// Protocol contract addresses per chain and Fin's configured Morpho Blue markets.
// Aave pools are the `extensions.pool` of the aTokens in bgd-labs/aave-address-book tokenlist.json (commit f61c976);
// Comet addresses from compound-finance/comet deployments/*/usdc/roots.json (commit d5a30b0).
import type { Address, Hex } from 'viem';
// viem's utils entry, compiled in (tree-shaken): market ids are computed on first screens (portfolio rows).
import { encodeAbiParameters, keccak256 } from 'viem/utils';
import { getTokenAddress } from '../money/tokens';
import {
  ARBITRUM_ID,
  AVALANCHE_ID,
  BASE_ID,
  CCTP_MESSAGE_TRANSMITTER_V2,
  CCTP_TOKEN_MESSENGER_V2,
  ETHEREUM_ID,
  OPTIMISM_ID,
  POLYGON_ID,
} from './chains';

export const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';
export const CCTP_V2 = {
  tokenMessenger: CCTP_TOKEN_MESSENGER_V2,
  messageTransmitter: CCTP_MESSAGE_TRANSMITTER_V2,
} as const;

const AAVE_V3_POOL_L2: Address = '0x794a61358D6845594F94dc1DB02A252b5b4814aD';
export const AAVE_V3_POOL: Partial<Record<number, Address>> = {
  [ETHEREUM_ID]: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
  [BASE_ID]: '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5',
  [ARBITRUM_ID]: AAVE_V3_POOL_L2,
  [OPTIMISM_ID]: AAVE_V3_POOL_L2,
  [POLYGON_ID]: AAVE_V3_POOL_L2,
  [AVALANCHE_ID]: AAVE_V3_POOL_L2,
};

/** Compound V3 USDC market (Comet proxy); the Comet is also the cUSDC receipt. */
export const COMPOUND_V3_COMET_USDC: Partial<Record<number, Address>> = {
  [ETHEREUM_ID]: '0xc3d688B66703497DAA19211EEdff47f25384cdc3',
  [BASE_ID]: '0xb125E6687d4313864e53df431d5425969c15Eb2F',
  [ARBITRUM_ID]: '0x9c4ec768c28520B50860ea7a15bd7213a9fF58bf',
  [OPTIMISM_ID]: '0x2e44e174f7D53F0212823acC11C01A11d58c5bCB',
  [POLYGON_ID]: '0xF25212E676D1F7F89Cd72fFEe66158f541246445',
};

/** Moonwell mUSDC market (the mwUSDC receipt). */
export const MOONWELL_MUSDC: Partial<Record<number, Address>> = {
  [BASE_ID]: '0xEdc817A28E8B93B03976FBd4a3dDBc9f7D176c22',
  [OPTIMISM_ID]: '0x8E08617b0d66359D73Aa11E11017834C29155525',
};

/** Morpho Blue singleton (same address on Ethereum and Base). */
export const MORPHO_BLUE: Partial<Record<number, Address>> = {
  [ETHEREUM_ID]: '0xBBBBBbbBBb9cC5e90e3b3Af64bdAF62C37EEFFCb',
  [BASE_ID]: '0xBBBBBbbBBb9cC5e90e3b3Af64bdAF62C37EEFFCb',
};

export const MORPHO_ADAPTIVE_CURVE_IRM: Partial<Record<number, Address>> = {
  [ETHEREUM_ID]: '0x870aC11D48B15DB9a138Cf899d20F13F79Ba00BC',
  [BASE_ID]: '0x46415998764C29aB2a25CbeA6254146D50D22687',
};

/** MetaMorpho (ERC-4626) USDC vaults Fin reads and deposits into, by receipt symbol. */
export const METAMORPHO_VAULTS = {
  stUSDC: {
    name: 'Steakhouse USDC',
    addresses: {
      [ETHEREUM_ID]: '0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB',
      [BASE_ID]: '0xbeeF010f9cb27031ad51e3333f9aF9C6B1228183',
    },
  },
  gtUSDC: {
    name: 'Gauntlet USDC Prime',
    addresses: { [ETHEREUM_ID]: '0xdd0f28e19C1780eb6396170735D45153D261490d' },
  },
  mwfUSDC: {
    name: 'Moonwell Flagship USDC',
    addresses: { [BASE_ID]: '0xc1256Ae5FF1cf2719D4937adb3bbCCab2E00A2Ca' },
  },
} as const satisfies Record<string, { name: string; addresses: Partial<Record<number, Address>> }>;

/** Maker's Savings DAI (ERC-4626) on Ethereum. */
export const SDAI: Address = '0x83F20F44975D03b1b09e64809B757c47f942BEeA';

// --- Morpho Blue markets -------------------------------------------------------------------------------

export type MorphoCollateralLabel = 'WETH' | 'wstETH' | 'WBTC' | 'cbETH';

export type MorphoMarketParams = {
  loanToken: Address;
  collateralToken: Address;
  oracle: Address;
  irm: Address;
  lltv: bigint;
};

export type MorphoMarketConfig = {
  chainId: number;
  collateral: MorphoCollateralLabel;
  params: MorphoMarketParams;
};

/** 0.86 in WAD: the lltv of every configured market. It is part of the market id, so it must be exact. */
export const MORPHO_LLTV = 860_000_000_000_000_000n;

export const COLLATERAL_TOKENS: Record<number, Record<MorphoCollateralLabel, Address>> = {
  [ETHEREUM_ID]: {
    WETH: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    wstETH: '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0',
    WBTC: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
    cbETH: '0xBe9895146f7AF43049ca1c1AE358B0541Ea49704',
  },
  [BASE_ID]: {
    WETH: '0x4200000000000000000000000000000000000006',
    wstETH: '0xc1CBa3fCea344f92D9239c08C0568f6F2F0ee452',
    // WBTC (LayerZero OFT) on Base; not in the local address books, taken from the token's Base deployment.
    WBTC: '0x0555E30da8f98308EdB960aa94C0Db47230d2B9c',
    cbETH: '0x2Ae3F1Ec7F1F5012CFEab0185bfc7aa3cf0DEc22',
  },
};

/**
 * Oracle per market. Four are the oracles of live Morpho Blue markets; the id each gives with these params was
 * checked against the market id published for it (see contracts.test.ts). Morpho lists no USDC market at 86% lltv
 * with a known oracle for the other four pairs, so those use Fin's configured oracle addresses (0xF1A0…), which the
 * devnet deploys an oracle at. They are placeholders on mainnet: reading them there finds no market.
 */
const ORACLES: Record<number, Record<MorphoCollateralLabel, Address>> = {
  [ETHEREUM_ID]: {
    WETH: '0xF1a0000000000000000000000000000000000e01',
    // market 0xb323495f7e4148be5643a4ea4a8221eef163e4bccfdedc2a6f4696baacbc86cc
    wstETH: '0x48F7E36EB6B826B2dF4B2E630B62Cd25e89E40e2',
    // market 0x3a85e619751152991742810df6ec69ce473daef99e28a64ab2340d7b7ccfee49
    WBTC: '0xDddd770BADd886dF3864029e4B377B5F6a2B6b83',
    cbETH: '0xF1A0000000000000000000000000000000000E02',
  },
  [BASE_ID]: {
    // market 0x8793cf302b8ffd655ab97bd1c695dbd967807e8367a65cb2f4edaf1380ba1bda
    WETH: '0xFEa2D58cEfCb9fcb597723c6bAE66fFE4193aFE4',
    wstETH: '0xf1A0000000000000000000000000000000000B01',
    WBTC: '0xf1a0000000000000000000000000000000000b02',
    // market 0xdba352d93a64b17c71104cbddc6aef85cd432322a1446b5b65163cbbc615cd0c
    cbETH: '0x4756c26E01E61c7c2F86b10f4316e179db8F9425',
  },
};

const LABELS: readonly MorphoCollateralLabel[] = ['WETH', 'wstETH', 'WBTC', 'cbETH'];

function marketsOn(chainId: number): MorphoMarketConfig[] {
  const usdc = getTokenAddress('USDC', chainId);
  const irm = MORPHO_ADAPTIVE_CURVE_IRM[chainId];
  const collaterals = COLLATERAL_TOKENS[chainId];
  const oracles = ORACLES[chainId];
  if (!usdc || !irm || !collaterals || !oracles) return [];
  return LABELS.map((collateral) => ({
    chainId,
    collateral,
    params: {
      loanToken: usdc,
      collateralToken: collaterals[collateral],
      oracle: oracles[collateral],
      irm,
      lltv: MORPHO_LLTV,
    },
  }));
}

/** USDC-loan markets Fin reads positions from, on Ethereum then Base. */
export const MORPHO_MARKETS: readonly MorphoMarketConfig[] = [
  ...marketsOn(ETHEREUM_ID),
  ...marketsOn(BASE_ID),
];

/** Morpho Blue market id: keccak256(abi.encode(MarketParams)), as MarketParamsLib.id computes it. */
export function morphoMarketId(params: MorphoMarketParams): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'address' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
      ],
      [params.loanToken, params.collateralToken, params.oracle, params.irm, params.lltv],
    ),
  );
}

/** Collateral label (WETH, wstETH, WBTC or cbETH) of a configured market, by chain and collateral token. */
export function morphoCollateralLabel(
  chainId: number,
  collateralToken: Address,
): MorphoCollateralLabel | undefined {
  const tokens = COLLATERAL_TOKENS[chainId];
  if (!tokens) return undefined;
  const lower = collateralToken.toLowerCase();
  return LABELS.find((l) => tokens[l].toLowerCase() === lower);
}

export function morphoMarketsOn(chainId: number): MorphoMarketConfig[] {
  return MORPHO_MARKETS.filter((m) => m.chainId === chainId);
}
