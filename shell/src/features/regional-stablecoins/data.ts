/**
 * JPY and LATAM stablecoins (a static list: JPY 3, LATAM 6; they are shown for reference, not traded here), written by the Fin team from the issuers'
 * published information. `country` is the country of the pegged currency.
 */
export type RegionalStablecoinType = 'fiat-backed' | 'crypto-collateralized' | 'algorithmic';

export type RegionalStablecoin = {
  name: string;
  symbol: string;
  description: string;
  chains: string[];
  /** ISO currency code of the peg. */
  pegged: string;
  country: string;
  type: RegionalStablecoinType;
};

export const STABLECOIN_TYPE_LABEL: Record<RegionalStablecoinType, string> = {
  'fiat-backed': 'Fiat-backed',
  'crypto-collateralized': 'Crypto-collateralized',
  algorithmic: 'Algorithmic',
};

export const JPY_STABLECOINS: RegionalStablecoin[] = [
  {
    name: 'JPY Coin',
    symbol: 'JPYC',
    description:
      'Issued by JPYC Inc. in Japan and redeemable one-to-one for yen; the most widely used yen token on-chain.',
    chains: ['Ethereum', 'Polygon', 'Avalanche'],
    pegged: 'JPY',
    country: 'Japan',
    type: 'fiat-backed',
  },
  {
    name: 'GMO JPY',
    symbol: 'GYEN',
    description:
      'Issued by GMO Trust, a New York-regulated trust company, and backed by yen held in reserve.',
    chains: ['Ethereum', 'Solana', 'Stellar'],
    pegged: 'JPY',
    country: 'Japan',
    type: 'fiat-backed',
  },
  {
    name: 'Convertible JPY',
    symbol: 'CJPY',
    description:
      'Minted by Yamato Protocol against ETH deposited as over-collateral, with no bank reserve behind it.',
    chains: ['Ethereum'],
    pegged: 'JPY',
    country: 'Japan',
    type: 'crypto-collateralized',
  },
];

export const LATAM_STABLECOINS: RegionalStablecoin[] = [
  {
    name: 'Brazilian Digital Token',
    symbol: 'BRZ',
    description:
      'Issued by Transfero and backed by Brazilian real reserves; one of the oldest real-pegged tokens.',
    chains: ['Ethereum', 'Polygon', 'Solana', 'Avalanche'],
    pegged: 'BRL',
    country: 'Brazil',
    type: 'fiat-backed',
  },
  {
    name: 'BRLA Digital',
    symbol: 'BRLA',
    description:
      'A real-pegged token issued by BRLA Digital with reais held in Brazilian bank accounts and PIX on/off-ramps.',
    chains: ['Polygon', 'Celo', 'Gnosis'],
    pegged: 'BRL',
    country: 'Brazil',
    type: 'fiat-backed',
  },
  {
    name: 'Celo Brazilian Real',
    symbol: 'cREAL',
    description:
      'A Mento stablecoin on Celo, kept at the real’s value by an over-collateralized reserve of crypto assets.',
    chains: ['Celo'],
    pegged: 'BRL',
    country: 'Brazil',
    type: 'crypto-collateralized',
  },
  {
    name: 'MXNB',
    symbol: 'MXNB',
    description: 'Issued by Juno, part of the Bitso group, and backed one-to-one by Mexican pesos.',
    chains: ['Arbitrum'],
    pegged: 'MXN',
    country: 'Mexico',
    type: 'fiat-backed',
  },
  {
    name: 'Etherfuse MXNe',
    symbol: 'MXNe',
    description: 'A peso token from Etherfuse backed by short-term Mexican government bonds (CETES).',
    chains: ['Solana', 'Stellar'],
    pegged: 'MXN',
    country: 'Mexico',
    type: 'fiat-backed',
  },
  {
    name: 'Num Argentine Peso',
    symbol: 'nARS',
    description:
      'Issued by Num Finance and backed by Argentine pesos held in reserve, for on-chain peso payments.',
    chains: ['Polygon'],
    pegged: 'ARS',
    country: 'Argentina',
    type: 'fiat-backed',
  },
];
