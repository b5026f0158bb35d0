// What Fin knows about each yield protocol, keyed by DefiLlama's project slug (the `project` column of /pools).
// Launch months feed the protocol-age term of the risk score (yield-risk.ts); they are the month each protocol's
// first mainnet deployment went live, as announced by the protocol, and only year-level precision matters there.
import type { YieldType } from './yield-opportunity';

export type YieldProtocolInfo = {
  name: string;
  type: YieldType;
  /** 'YYYY-MM' of the first mainnet launch. */
  launched: string;
  appUrl: string;
  /** Gas units of a deposit (approve + deposit), used for the cost estimate. */
  depositGas: number;
  /** Deposit limits in the asset's units, checked before the wallet is asked (Morpho: min 1, max 10,000,000). */
  minDeposit?: number;
  maxDeposit?: number;
};

// Gas: Moonwell approve 100000 + mint 150000 and Morpho vault approve 100000 + deposit 250000 are the fixed gas
// limits first set for those writes, kept here as a cost estimate only (each deposit is sent with its own estimate,
// see deposit-plan.ts); the others are an approve (~50k) plus the supply call as measured on the protocols'
// contracts (~150–200k).
const PROTOCOLS: Record<string, YieldProtocolInfo> = {
  'aave-v3': {
    name: 'Aave V3',
    type: 'lending',
    launched: '2022-03',
    appUrl: 'https://app.aave.com',
    depositGas: 250_000,
  },
  'compound-v3': {
    name: 'Compound V3',
    type: 'lending',
    launched: '2022-08',
    appUrl: 'https://app.compound.finance',
    depositGas: 200_000,
  },
  'moonwell-lending': {
    name: 'Moonwell',
    type: 'lending',
    launched: '2022-05',
    appUrl: 'https://moonwell.fi',
    depositGas: 250_000,
  },
  'morpho-blue': {
    name: 'Morpho Blue',
    type: 'vault',
    launched: '2024-01',
    appUrl: 'https://app.morpho.org',
    depositGas: 350_000,
    minDeposit: 1,
    maxDeposit: 10_000_000,
  },
  'sky-lending': {
    name: 'Sky (sDAI)',
    type: 'savings',
    launched: '2023-08',
    appUrl: 'https://app.sky.money',
    depositGas: 150_000,
  },
  'spark-savings': {
    name: 'Spark Savings',
    type: 'savings',
    launched: '2024-09',
    appUrl: 'https://app.spark.fi',
    depositGas: 150_000,
  },
  sparklend: {
    name: 'SparkLend',
    type: 'lending',
    launched: '2023-05',
    appUrl: 'https://app.spark.fi',
    depositGas: 250_000,
  },
  'euler-v2': {
    name: 'Euler V2',
    type: 'vault',
    launched: '2024-09',
    appUrl: 'https://app.euler.finance',
    depositGas: 250_000,
  },
  'fluid-lending': {
    name: 'Fluid',
    type: 'lending',
    launched: '2024-02',
    appUrl: 'https://fluid.instadapp.io',
    depositGas: 200_000,
  },
  'silo-v2': {
    name: 'Silo V2',
    type: 'lending',
    launched: '2025-01',
    appUrl: 'https://app.silo.finance',
    depositGas: 250_000,
  },
  'radiant-v2': {
    name: 'Radiant V2',
    type: 'lending',
    launched: '2023-03',
    appUrl: 'https://app.radiant.capital',
    depositGas: 250_000,
  },
  'radiant-v1': {
    name: 'Radiant V1',
    type: 'lending',
    launched: '2022-07',
    appUrl: 'https://app.radiant.capital',
    depositGas: 250_000,
  },
  'benqi-lending': {
    name: 'Benqi',
    type: 'lending',
    launched: '2021-08',
    appUrl: 'https://app.benqi.fi',
    depositGas: 250_000,
  },
  'dforce-lending': {
    name: 'dForce',
    type: 'lending',
    launched: '2020-08',
    appUrl: 'https://app.dforce.network',
    depositGas: 250_000,
  },
  'ajna-v2': {
    name: 'Ajna',
    type: 'lending',
    launched: '2024-01',
    appUrl: 'https://ajna.finance',
    depositGas: 250_000,
  },
  tectonic: {
    name: 'Tectonic',
    type: 'lending',
    launched: '2021-12',
    appUrl: 'https://app.tectonic.finance',
    depositGas: 250_000,
  },
  maple: {
    name: 'Maple',
    type: 'lending',
    launched: '2021-05',
    appUrl: 'https://app.maple.finance',
    depositGas: 200_000,
  },
  'ethena-usde': {
    name: 'Ethena',
    type: 'savings',
    launched: '2024-02',
    appUrl: 'https://app.ethena.fi',
    depositGas: 150_000,
  },
};

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((w) => (/^v\d+$/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Info for a slug; an unknown protocol gets a readable name, the DefiLlama pool page and no launch date. */
export function yieldProtocolInfo(slug: string): YieldProtocolInfo & { known: boolean } {
  const info = PROTOCOLS[slug];
  if (info) return { ...info, known: true };
  return {
    name: titleCase(slug),
    type: 'lending',
    launched: '',
    appUrl: 'https://defillama.com/yields',
    depositGas: 250_000,
    known: false,
  };
}

/** DefiLlama's pool page, the link for a pool whose protocol app Fin does not know. */
export function defiLlamaPoolUrl(poolId: string): string {
  return `https://defillama.com/yields/pool/${poolId}`;
}

/** Protocol age in years at `now`; null when the launch month is unknown. */
export function protocolAgeYears(slug: string, now: Date): number | null {
  const launched = PROTOCOLS[slug]?.launched;
  if (!launched) return null;
  const [y, m] = launched.split('-').map(Number);
  if (!y || !m) return null;
  return (now.getTime() - Date.UTC(y, m - 1, 1)) / (365.25 * 24 * 3600 * 1000);
}
