/**
 * Up & Coming Protocols (a static list, curated rather than fetched), written by the Fin team from the protocols' own documentation
 * and apps. APY texts are indicative ranges as of Aug 2025 (RATES_AS_OF); each protocol's app has today's rates.
 * `pools` tells the protocol page which rows of GET /api/defi/all-stablecoins belong to the protocol.
 */

export type ProtocolCategory = 'active' | 'upcoming';
export type ProtocolRiskLevel = 'low' | 'medium' | 'high' | 'leveraged';

/**
 * A pool belongs to the protocol when its DefiLlama project is `project` (if given) and its pool metadata contains
 * `metaIncludes` (if given, case-insensitive).
 */
export type PoolRule = { project?: string; metaIncludes?: string };

export type UpComingProtocol = {
  slug: string;
  name: string;
  /** Indicative APY wording, labelled with RATES_AS_OF wherever shown. */
  apyText: string;
  description: string;
  features: string[];
  /** active: live with a track record; upcoming: launched in 2025 and still building one. */
  category: ProtocolCategory;
  riskLevel: ProtocolRiskLevel;
  riskNote: string;
  /** `/protocols/{slug}` */
  detailsLink: string;
  chains: string[];
  appUrl: string;
  /** How the protocol page finds this protocol's live pools in the API's list: any rule may match. */
  pools: PoolRule[];
};

const protocol = (p: Omit<UpComingProtocol, 'detailsLink'>): UpComingProtocol => ({
  ...p,
  detailsLink: `/protocols/${p.slug}`,
});

export const UP_COMING_PROTOCOLS: UpComingProtocol[] = [
  protocol({
    slug: 'pendle',
    name: 'Pendle',
    apyText: 'About 8–12% fixed on stablecoin PTs',
    description:
      'Pendle splits a yield-bearing token into a principal token (PT) and a yield token (YT). Buying a stablecoin PT at a discount locks in a fixed rate until its maturity date.',
    features: [
      'Fixed rates until maturity',
      'Trade future yield with YT',
      'Markets on many stablecoins (sUSDe, USDe, sUSDS…)',
    ],
    category: 'active',
    riskLevel: 'medium',
    riskNote:
      'The fixed rate holds only if you keep the PT to maturity; selling early exposes you to market prices. The underlying stablecoin keeps its own risks.',
    chains: ['Ethereum', 'Arbitrum', 'Base', 'BNB Chain', 'Mantle', 'Sonic'],
    appUrl: 'https://app.pendle.finance',
    pools: [{ project: 'pendle' }],
  }),
  protocol({
    slug: 'eulerearn',
    name: 'EulerEarn',
    apyText: 'About 5–9% on USDC vaults',
    description:
      'EulerEarn vaults spread deposits across Euler V2 lending vaults within limits set by a risk curator. They are ERC-4626 vaults built on the design of Morpho’s curated vaults.',
    features: [
      'Curated allocation across Euler V2 markets',
      'ERC-4626: deposit and withdraw like any vault',
      'Anyone can create and curate a vault',
    ],
    category: 'upcoming',
    riskLevel: 'medium',
    riskNote:
      'You rely on the curator’s market choices and caps. Withdrawals depend on the liquidity of the markets the vault lends to.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Avalanche', 'Sonic'],
    appUrl: 'https://app.euler.finance',
    pools: [{ project: 'euler-earn' }, { project: 'euler-v2', metaIncludes: 'earn' }],
  }),
  protocol({
    slug: 'syrup',
    name: 'Syrup (Maple)',
    apyText: 'About 6–7% on syrupUSDC, plus rewards',
    description:
      'Syrup opens Maple Finance’s institutional lending to anyone: syrupUSDC and syrupUSDT lend to vetted institutions through over-collateralized loans.',
    features: [
      'Over-collateralized institutional loans',
      'Yield from real borrowing demand',
      'syrupUSDC and syrupUSDT',
    ],
    category: 'active',
    riskLevel: 'medium',
    riskNote:
      'Credit risk: returns depend on borrowers repaying and collateral being liquidated in time. Withdrawals go through a queue and are not instant.',
    chains: ['Ethereum', 'Solana'],
    appUrl: 'https://app.maple.finance',
    pools: [{ project: 'maple' }, { project: 'syrup' }],
  }),
  protocol({
    slug: 'infinifi',
    name: 'infiniFi',
    apyText: 'About 8–10% staked, more when locked',
    description:
      'infiniFi works like an on-chain savings bank: deposits mint iUSD; staking gives siUSD, and locking for a chosen number of weeks gives a higher yield. Funds go to lending markets and fixed-rate positions.',
    features: [
      'Liquid, staked or locked: you choose',
      'Higher yield for longer locks',
      'Allocates across Aave, Morpho, Pendle and others',
    ],
    category: 'upcoming',
    riskLevel: 'high',
    riskNote:
      'Part of the deposits sits in less liquid positions (fractional reserve). Locked depositors take losses first; a run could delay withdrawals.',
    chains: ['Ethereum'],
    appUrl: 'https://app.infinifi.xyz',
    pools: [{ project: 'infinifi' }],
  }),
  protocol({
    slug: 'gauntlet',
    name: 'Gauntlet',
    apyText: 'About 5–10% on USDC vaults',
    description:
      'Gauntlet is a risk manager that curates lending vaults, notably Morpho vaults such as Gauntlet USDC Prime and Core, choosing markets and caps from its risk models.',
    features: [
      'Curated Morpho vaults (gtUSDC)',
      'Conservative “Prime” and higher-yield tiers',
      'Risk models used by major DeFi protocols',
    ],
    category: 'active',
    riskLevel: 'low',
    riskNote:
      'Prime vaults lend only against blue-chip collateral, but risk remains in the underlying Morpho markets, their oracles and collateral liquidations.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Optimism', 'Polygon'],
    appUrl: 'https://app.morpho.org',
    pools: [{ project: 'gauntlet' }, { metaIncludes: 'gauntlet' }],
  }),
  protocol({
    slug: 'gearbox',
    name: 'Gearbox',
    apyText: 'About 5–10% for lenders, more with leverage',
    description:
      'Gearbox is a composable leverage protocol: lenders supply stablecoins to pools that fund leveraged credit accounts, which borrowers use in strategies across DeFi.',
    features: [
      'Passive lending pools (USDC, USDT, GHO…)',
      'Up to about 10x leverage for strategies',
      'Credit accounts work with many DeFi protocols',
    ],
    category: 'active',
    riskLevel: 'leveraged',
    riskNote:
      'Leveraged positions can be liquidated quickly in volatile markets. Lenders rely on those liquidations working to stay whole.',
    chains: ['Ethereum', 'Arbitrum', 'Optimism', 'Sonic'],
    appUrl: 'https://app.gearbox.fi',
    pools: [{ project: 'gearbox' }],
  }),
  protocol({
    slug: 'nooncapital',
    name: 'Noon Capital',
    apyText: 'About 10–15% on sUSN',
    description:
      'Noon issues USN, a synthetic dollar backed by delta-neutral positions and short-term treasuries. Staking USN as sUSN earns the strategy’s yield.',
    features: ['Delta-neutral yield strategy', 'Stake USN for sUSN', 'Launched in 2025'],
    category: 'upcoming',
    riskLevel: 'high',
    riskNote:
      'The yield depends on funding rates and on positions held with custodians and exchanges; it falls when funding turns negative.',
    chains: ['Ethereum', 'zkSync Era'],
    appUrl: 'https://noon.capital',
    pools: [{ project: 'noon-capital' }, { project: 'noon' }],
  }),
  protocol({
    slug: 'fxprotocol',
    name: 'f(x) Protocol',
    apyText: 'About 10–15% in fxSAVE',
    description:
      'f(x) Protocol issues fxUSD, a stablecoin backed by wstETH and WBTC. fxSAVE deposits fxUSD into the stability pool and earns fees paid by leveraged xPOSITION holders.',
    features: [
      'fxUSD backed by wstETH and WBTC',
      'fxSAVE auto-compounds stability pool yield',
      'Leverage without funding-rate payments for traders',
    ],
    category: 'active',
    riskLevel: 'medium',
    riskNote:
      'Stability pool deposits are used to absorb liquidations, so part of a deposit can be converted into collateral during sharp market drops.',
    chains: ['Ethereum'],
    appUrl: 'https://fx.aladdin.club',
    pools: [{ project: 'fx-protocol' }, { project: 'f(x)-protocol' }, { project: 'fxprotocol' }],
  }),
  protocol({
    slug: 'hylo',
    name: 'Hylo',
    apyText: 'About 15–25% in the stability pool',
    description:
      'Hylo is a Solana stablecoin protocol: hyUSD is backed by liquid-staked SOL, and xSOL takes the SOL price swings as leveraged SOL. Staking hyUSD earns staking yield and fees.',
    features: [
      'hyUSD backed by liquid-staked SOL',
      'xSOL: leveraged SOL without liquidations',
      'Stability pool yield in sHYUSD',
    ],
    category: 'upcoming',
    riskLevel: 'leveraged',
    riskNote:
      'If SOL falls far, stability pool deposits are converted into xSOL, a leveraged SOL position. Young protocol on a single chain.',
    chains: ['Solana'],
    appUrl: 'https://hylo.so',
    pools: [{ project: 'hylo' }],
  }),
];

export function findProtocol(slug: string): UpComingProtocol | undefined {
  return UP_COMING_PROTOCOLS.find((p) => p.slug === slug);
}

export const RISK_LEVEL_LABEL: Record<ProtocolRiskLevel, string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
  leveraged: 'Leveraged',
};

export const CATEGORY_LABEL: Record<ProtocolCategory, string> = { active: 'Active', upcoming: 'Upcoming' };
