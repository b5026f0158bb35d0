// What Fin knows about the protocols the agent studies, beyond the yields data: how long the code has been live,
// how many independent audits of the version in use are public, how changes are governed, and where prices come
// from. Gathered from each protocol's own documentation and audit pages (aave.com/security, docs.compound.finance,
// docs.benqi.fi, docs.moonwell.fi, docs.lfj.gg, docs.morpho.org/security-reviews, the Sky Atlas), checked in 2025;
// counts are of published reports of the deployed version, so they are floors, not totals.
//
// A report is sold for these names and for every protocol id the yields list shows (riskReportProtocols): a list
// protocol without facts here is scored from its launch month alone, with no audit, timelock, vote or oracle
// counted in its favour (ProtocolFacts.onFile false, and the report's summary says so).
import { yieldProtocolInfo } from '@fin/shared/domain/yields/protocols';

/** 'rate-only': the position's value follows the contract's own rate, no market price enters it (sDAI). */
export type OracleKind =
  | 'chainlink'
  | 'chainlink-capped'
  | 'pull-oracle'
  | 'pool-price'
  | 'rate-only'
  | 'unknown';

export type ProtocolFacts = {
  name: string;
  /** DefiLlama project slugs whose pools belong to this protocol. */
  slugs: readonly string[];
  /** 'YYYY-MM' the deployed version went live on its first chain. */
  launched: string;
  /** Independent audit reports published for the deployed version. */
  audits: number;
  /** A fork of audited, long-running code (e.g. Compound v2) starts with that code's track record. */
  forkOf: string | null;
  /** Delay between a passed vote and its execution, in hours (0: changes apply at once). */
  timelockHours: number;
  /** Token holders vote on chain (false: a team or multisig decides). */
  onchainVote: boolean;
  oracle: OracleKind;
  /** False for a list protocol Fin has no facts on: audits, timelock, vote and oracle take their riskiest values. */
  onFile: boolean;
};

export const PROTOCOL_FACTS: Readonly<Record<string, ProtocolFacts>> = {
  aave: {
    name: 'Aave V3',
    slugs: ['aave-v3'],
    launched: '2022-03',
    audits: 6,
    forkOf: null,
    // Governance V3: the short executor waits one day; risk parameters within caps move faster through stewards.
    timelockHours: 24,
    onchainVote: true,
    // Chainlink feeds behind price caps (CAPO) for correlated and yield-bearing assets.
    oracle: 'chainlink-capped',
    onFile: true,
  },
  compound: {
    name: 'Compound V3',
    slugs: ['compound-v3'],
    launched: '2022-08',
    audits: 3,
    forkOf: null,
    // Governor Bravo queues every proposal in a two-day Timelock.
    timelockHours: 48,
    onchainVote: true,
    oracle: 'chainlink',
    onFile: true,
  },
  benqi: {
    name: 'BENQI',
    slugs: ['benqi-lending'],
    launched: '2021-08',
    audits: 2,
    forkOf: 'Compound v2',
    timelockHours: 24,
    onchainVote: true,
    oracle: 'chainlink',
    onFile: true,
  },
  moonwell: {
    name: 'Moonwell',
    slugs: ['moonwell-lending'],
    launched: '2022-05',
    audits: 3,
    forkOf: 'Compound v2',
    // Proposals pass on the governance chain and execute through the Temporal Governor after its delay.
    timelockHours: 24,
    onchainVote: true,
    oracle: 'chainlink',
    onFile: true,
  },
  'trader-joe': {
    name: 'Trader Joe (LFJ)',
    slugs: ['trader-joe', 'joe-v2', 'joe-v2.1', 'joe-v2.2', 'lfj', 'lfj-v2.2'],
    launched: '2021-06',
    audits: 2,
    forkOf: null,
    // Liquidity Book pools are managed by the team's multisig; there is no token vote over the contracts.
    timelockHours: 0,
    onchainVote: false,
    // An exchange: a position's value comes from its own pool's price, not an external feed.
    oracle: 'pool-price',
    onFile: true,
  },
  morpho: {
    name: 'Morpho',
    slugs: ['morpho-blue'],
    launched: '2024-01',
    // Morpho Blue and its vaults: Spearbit, OpenZeppelin and a Cantina contest (plus Certora formal verification).
    audits: 3,
    forkOf: null,
    // The markets are immutable; what a vault lends to changes only after the vault's timelock (one day minimum),
    // decided by its curator, not a token vote.
    timelockHours: 24,
    onchainVote: false,
    // Each market names its oracle; the vaults Fin lists lend against Chainlink-priced collateral.
    oracle: 'chainlink',
    onFile: true,
  },
  sky: {
    name: 'Sky (sDAI)',
    slugs: ['sky-lending'],
    launched: '2023-08',
    audits: 1,
    // sDAI wraps the Dai Savings Rate contract (Pot), live since the multi-collateral launch of 2019.
    forkOf: 'Maker DSR',
    // Executive votes wait the GSM Pause Delay (48 h in 2021, changed by vote since): 24 h counted as a floor.
    timelockHours: 24,
    onchainVote: true,
    oracle: 'rate-only',
    onFile: true,
  },
};

/** The facts a report on `protocol` uses: a name above, a DefiLlama slug one of them covers, or any other slug. */
export function protocolFacts(protocol: string): ProtocolFacts {
  const key = protocol.trim().toLowerCase();
  const named = PROTOCOL_FACTS[key] ?? Object.values(PROTOCOL_FACTS).find((f) => f.slugs.includes(key));
  if (named) return named;
  const info = yieldProtocolInfo(key);
  return {
    name: info.name,
    slugs: [key],
    launched: info.launched,
    audits: 0,
    forkOf: null,
    timelockHours: 0,
    onchainVote: false,
    oracle: 'unknown',
    onFile: false,
  };
}

/**
 * The protocols a risk report can be bought for: the names above, every slug they cover, and every protocol id the
 * yields list shows (`listSlugs`, from the same list the dashboard shows), sorted.
 */
export function riskReportProtocols(listSlugs: Iterable<string>): string[] {
  const names = new Set<string>(Object.keys(PROTOCOL_FACTS));
  for (const f of Object.values(PROTOCOL_FACTS)) for (const slug of f.slugs) names.add(slug);
  for (const slug of listSlugs) names.add(slug.trim().toLowerCase());
  return [...names].sort();
}
