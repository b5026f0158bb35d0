// The analytics report Fin sells (x402, POST /api/x402/analytics): for one wallet, what it holds, how it performs,
// how risky it is, and per opportunity whether to deposit, withdraw or hold. Computed from the wallet's portfolio
// and the yields list, with the risk scores the yields list already carries.
//
// Rules (percentage points of APY, "pp"):
//   - a held pool is 'withdraw' when a pool of the same asset pays at least 1 pp more for no more than 1 point of
//     extra risk, or when its own risk is high (≥ 6); otherwise 'hold';
//   - a pool the wallet is not in is 'deposit' when it pays at least 1 pp more than the wallet earns now and its
//     risk is under 6; otherwise 'hold'.
// One point of APY is about what moving costs back over a few months on an L2; under that, staying is cheaper.
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';

type Recommendation = 'deposit' | 'withdraw' | 'hold';

type AnalyticsOpportunity = {
  protocol: string;
  chain: string;
  asset: string;
  apy: number;
  riskScore: number;
  tvl: number | null;
  held: boolean;
  recommendation: Recommendation;
  reason: string;
};

export type AnalyticsReport = {
  walletAddress: string;
  portfolioAnalysis: {
    totalValue: number;
    performance: {
      /** Value-weighted APY of the whole portfolio (idle stablecoins earn 0), percent. */
      weightedApy: number;
      /** Expected earnings over a year at today's rates, USD. */
      annualEarnings: number;
      earningValue: number;
      idleValue: number;
    };
    /** Value-weighted risk of the earning positions, 0–10 (0 when nothing earns). */
    riskScore: number;
  };
  defiOpportunities: AnalyticsOpportunity[];
  computedAt: string;
};

const APY_MARGIN_PP = 1;
const HIGH_RISK = 6;
const MAX_OPPORTUNITIES = 8;
const MIN_TVL_USD = 1_000_000;

const round2 = (v: number) => Math.round(v * 100) / 100;
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** The pool a receipt or position earns in: same protocol name, chain and underlying asset. */
function poolOf(entry: BalanceEntry, pools: readonly YieldOpportunity[]): YieldOpportunity | undefined {
  const protocol = entry.asset.protocol;
  if (!protocol) return undefined;
  const asset = entry.asset.underlyingAsset ?? entry.asset.symbol;
  return pools.find((p) => p.protocol === protocol && p.chainId === entry.chainId && p.asset === asset);
}

export function computeAnalytics(
  walletAddress: string,
  entries: readonly BalanceEntry[],
  opportunities: readonly YieldOpportunity[],
  now: Date,
): AnalyticsReport {
  const totalValue = entries.reduce((s, e) => s + e.valueUSD, 0);
  const held = new Map<string, { pool: YieldOpportunity; value: number }>();
  let earningValue = 0;
  let annualEarnings = 0;
  let riskWeighted = 0;
  for (const entry of entries) {
    if (!entry.asset.protocol) continue;
    const pool = poolOf(entry, opportunities);
    const apy = entry.apy ?? pool?.apy ?? 0;
    earningValue += entry.valueUSD;
    annualEarnings += (entry.valueUSD * apy) / 100;
    riskWeighted += entry.valueUSD * (pool?.riskScore ?? HIGH_RISK);
    if (pool) {
      const prev = held.get(pool.id);
      held.set(pool.id, { pool, value: (prev?.value ?? 0) + entry.valueUSD });
    }
  }
  const weightedApy = totalValue > 0 ? (annualEarnings / totalValue) * 100 : 0;

  const candidates = opportunities.filter(
    (o) => o.apy !== null && Number.isFinite(o.apy) && o.apy > 0 && (o.tvl ?? 0) >= MIN_TVL_USD,
  );
  const bestFor = (asset: string, maxRisk: number, except: string) =>
    candidates
      .filter((o) => o.asset === asset && o.id !== except && o.riskScore <= maxRisk)
      .reduce<YieldOpportunity | undefined>(
        (best, o) => (!best || (o.apy ?? 0) > (best.apy ?? 0) ? o : best),
        undefined,
      );

  const rows: AnalyticsOpportunity[] = [];
  for (const { pool } of held.values()) {
    const apy = pool.apy ?? 0;
    const better = bestFor(pool.asset, pool.riskScore + 1, pool.id);
    let recommendation: Recommendation = 'hold';
    let reason = 'Earning within 1 pp of the best comparable pool';
    if (pool.riskScore >= HIGH_RISK) {
      recommendation = 'withdraw';
      reason = `Risk ${pool.riskScore}/10 is high`;
    } else if (better && (better.apy ?? 0) >= apy + APY_MARGIN_PP) {
      recommendation = 'withdraw';
      reason = `${better.protocol} on ${better.chain} pays ${round2((better.apy ?? 0) - apy)} pp more`;
    }
    rows.push(row(pool, true, recommendation, reason));
  }
  const others = candidates
    .filter((o) => !held.has(o.id))
    .sort((a, b) => (b.apy ?? 0) - (a.apy ?? 0) || a.riskScore - b.riskScore);
  for (const o of others) {
    if (rows.length >= MAX_OPPORTUNITIES) break;
    const gain = (o.apy ?? 0) - weightedApy;
    const deposit = gain >= APY_MARGIN_PP && o.riskScore < HIGH_RISK;
    rows.push(
      row(
        o,
        false,
        deposit ? 'deposit' : 'hold',
        deposit
          ? `${round2(gain)} pp above what the wallet earns now, risk ${o.riskScore}/10`
          : o.riskScore >= HIGH_RISK
            ? `Risk ${o.riskScore}/10 is high`
            : 'Not enough above what the wallet earns now',
      ),
    );
  }

  return {
    walletAddress,
    portfolioAnalysis: {
      totalValue: round4(totalValue),
      performance: {
        weightedApy: round4(weightedApy),
        annualEarnings: round4(annualEarnings),
        earningValue: round4(earningValue),
        idleValue: round4(totalValue - earningValue),
      },
      riskScore: earningValue > 0 ? Math.round((riskWeighted / earningValue) * 10) / 10 : 0,
    },
    defiOpportunities: rows,
    computedAt: now.toISOString(),
  };
}

function row(
  o: YieldOpportunity,
  held: boolean,
  recommendation: Recommendation,
  reason: string,
): AnalyticsOpportunity {
  return {
    protocol: o.protocol,
    chain: o.chain,
    asset: o.asset,
    apy: o.apy ?? 0,
    riskScore: o.riskScore,
    tvl: o.tvl,
    held,
    recommendation,
    reason,
  };
}
