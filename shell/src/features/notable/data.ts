/**
 * Notable Protocols (a static list, not fetched, since these venues change rarely): the established stablecoin venues Fin reads or links to, written by
 * the Fin team from the protocols' documentation. Chains are the ones Fin supports where the protocol is live.
 */
export type NotableProtocol = {
  name: string;
  description: string;
  chains: string[];
  specialization: string;
  url: string;
};

export const NOTABLE_PROTOCOLS: NotableProtocol[] = [
  {
    name: 'Aave',
    description:
      'The largest lending market: supply stablecoins to earn the interest borrowers pay, and withdraw any time liquidity allows.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Avalanche', 'Optimism', 'Polygon'],
    specialization: 'Lending and borrowing',
    url: 'https://app.aave.com',
  },
  {
    name: 'Compound',
    description:
      'Compound V3 (Comet) runs one market per base asset such as USDC, lent against a short list of collateral.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Optimism', 'Polygon'],
    specialization: 'Single-asset lending markets',
    url: 'https://app.compound.finance',
  },
  {
    name: 'Morpho',
    description:
      'Isolated lending markets with fixed parameters, and vaults in which curators spread deposits across those markets.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Optimism', 'Polygon'],
    specialization: 'Isolated markets and curated vaults',
    url: 'https://app.morpho.org',
  },
  {
    name: 'Sky',
    description:
      'Formerly MakerDAO, the issuer of DAI and USDS. The Sky Savings Rate pays holders of sUSDS and sDAI.',
    chains: ['Ethereum', 'Base', 'Arbitrum'],
    specialization: 'Stablecoin issuer and savings rate',
    url: 'https://app.sky.money',
  },
  {
    name: 'Spark',
    description:
      'Part of the Sky ecosystem: Spark Savings vaults and SparkLend, a lending market for DAI, USDS and USDC.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Optimism'],
    specialization: 'Savings and lending',
    url: 'https://app.spark.fi',
  },
  {
    name: 'Ethena',
    description:
      'Issues USDe, a synthetic dollar hedged with short perpetual positions; staked sUSDe earns funding and staking yield.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Optimism'],
    specialization: 'Synthetic dollar (delta-neutral)',
    url: 'https://app.ethena.fi',
  },
  {
    name: 'Moonwell',
    description: 'An open lending protocol focused on Base and Optimism, with its own curated Morpho vaults.',
    chains: ['Base', 'Optimism'],
    specialization: 'Lending on Base and Optimism',
    url: 'https://moonwell.fi',
  },
  {
    name: 'Fluid',
    description:
      'Instadapp’s lending protocol, whose liquidity layer is shared by its lending markets, vaults and DEX.',
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Polygon'],
    specialization: 'Lending on a shared liquidity layer',
    url: 'https://fluid.instadapp.io',
  },
];
