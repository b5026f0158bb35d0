// What Fin knows about the protocols the agent studies, beyond the yields data: how long the code has been live,
// how many independent audits of the version in use are public, how changes are governed, and where prices come
// from. Gathered from each protocol's own documentation and audit pages (aave.com/security, docs.compound.finance,
// docs.benqi.fi, docs.moonwell.fi, docs.lfj.gg), checked in 2025; counts are of published reports of the deployed
// version, so they are floors, not totals.

export type OracleKind = 'chainlink' | 'chainlink-capped' | 'pull-oracle' | 'pool-price';

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
  },
};

export function protocolFacts(protocol: string): ProtocolFacts | undefined {
  return PROTOCOL_FACTS[protocol.trim().toLowerCase()];
}
