// The reports Fin sells, computed from its own data at the time of the request: the yields list (pool sizes,
// utilization, risk scores) and, for analytics, the wallet's portfolio read on chain.

import { currentOpportunities } from '@fin/shared/domain/yields/freshness';
import type { Address } from 'viem';
import type { PortfolioService } from '../portfolio/service';
import type { YieldsService } from '../yields/service';
import { computeRiskScore, type RiskScoreReport } from './risk-report';
import { type AnalyticsReport, computeAnalytics } from './risk-report-analytics';
import { riskReportProtocols } from './risk-report-facts';

export class ReportsService {
  constructor(
    private readonly yields: YieldsService,
    private readonly portfolio: PortfolioService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Why a risk report on `protocol` cannot be sold, or null when it can: checked before any payment is asked for.
   * The protocols are the report's own names plus every protocol id of the yields list the dashboard shows.
   */
  async protocolRefusal(protocol: string): Promise<string | null> {
    // Without the list (no source answers) the report's own names and their slugs still pass: an outage of the
    // yields sources must not read as a bad protocol name.
    const ids = await this.yields
      .getAll(false)
      .then((list) => list.value.data.map((o) => o.protocolSlug))
      .catch(() => []);
    const known = riskReportProtocols(ids);
    return known.includes(protocol) ? null : `must be one of ${known.join(', ')}`;
  }

  async riskScore(protocol: string, chain: string): Promise<RiskScoreReport> {
    const list = await this.yields.getAll(false);
    return computeRiskScore(protocol, chain, currentOpportunities(list.value.data), this.now());
  }

  async analytics(walletAddress: Address): Promise<AnalyticsReport> {
    const [list, portfolio] = await Promise.all([
      this.yields.getAll(false),
      this.portfolio.portfolio(walletAddress, { includeZero: false }),
    ]);
    return computeAnalytics(
      walletAddress,
      portfolio.entries,
      currentOpportunities(list.value.data),
      this.now(),
    );
  }
}
