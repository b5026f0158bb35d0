// The chat's tools: thin calls into the same in-process services the dashboard's endpoints use (portfolio,
// yields, agent wallet, optimizer) plus the two CCTP reads a transfer answer needs (Circle's fee schedule and
// fast allowance; the wallet's unminted burns, found on-chain). Each tool has a deadline; a tool that fails is
// reported by name and the answer says what it could not read instead of guessing.

import { withDeadline } from '@fin/shared/api/deadline';
import { bridgeTerms } from '@fin/shared/cctp/domain/terms';
import { readCircleTerms } from '@fin/shared/cctp/web3/terms-read';
import { findUnmintedBurns } from '@fin/shared/cctp/web3/unminted-scan';
import { AGENT_PROTOCOLS } from '@fin/shared/domain/agent/choice';
import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { currentOpportunities } from '@fin/shared/domain/yields/freshness';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import type { PortfolioResponse } from '@fin/shared/schemas/portfolio';
import { type Address, type PublicClient, parseUnits } from 'viem';
import type { AppDeps } from '../../deps';
import type { RiskScoreReport } from '../x402/risk-report';
import type { ChatFacts, PendingBurnFact, RiskReportFacts } from './language/chat-facts';
import type { ChatParams } from './language/chat-intent';

const TOOL_TIMEOUT_MS = 10_000;
/** A paid report is reused for this long (the agent's payment-token cache is 5 minutes too). */
const RISK_REPORT_TTL_MS = 5 * 60_000;
/** Quoted when the question names no amount. */
const DEFAULT_QUOTE_AMOUNT = 1000;

type OptimizerPort = {
  optimizePortfolio(
    input: { walletAddress: Address; riskTolerance?: 'low' | 'medium' | 'high' },
    opts: { walletProven: boolean },
  ): Promise<OptimizerResult>;
};

export type ChatToolsDeps = Pick<AppDeps, 'portfolio' | 'yields' | 'rpc' | 'clients' | 'logger'> &
  Partial<Pick<AppDeps, 'agentWallet' | 'earnings'>> & {
    optimizer?: unknown;
    fetch?: typeof fetch;
    now?: () => Date;
  };

export class ChatTools {
  readonly #reports = new Map<string, RiskReportFacts>();

  constructor(private readonly deps: ChatToolsDeps) {}

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  run<T>(facts: ChatFacts, name: string, work: () => Promise<T>): Promise<T | undefined> {
    return withDeadline(TOOL_TIMEOUT_MS, name, work).catch((err: unknown) => {
      this.deps.logger.warn({ err, tool: name }, 'chat tool failed');
      facts.unavailable.push(`${name}: ${(err as Error).message}`);
      return undefined;
    });
  }

  portfolio(address: Address): Promise<PortfolioResponse> {
    return this.deps.portfolio.portfolio(address, { includeZero: false });
  }

  /** The same cached computation the portfolio rows read (GET /api/earnings/:address). */
  earnings(address: Address): Promise<EarningsResponse> {
    if (!this.deps.earnings) throw new Error('earnings are not available on this server');
    return this.deps.earnings.earnings(address);
  }

  async yields(): Promise<NonNullable<ChatFacts['yields']>> {
    const { value } = await this.deps.yields.getAll(false);
    // The chat quotes current figures only (freshness.ts): a stale row is never ranked or recommended.
    return {
      data: currentOpportunities(value.data),
      lastUpdated: value.lastUpdated,
      ...(value.asOf ? { asOf: value.asOf } : {}),
    };
  }

  /** Fees and timing of a route; the source defaults to the chain holding the most USDC. */
  async transferQuote(
    params: ChatParams,
    portfolio: PortfolioResponse | undefined,
  ): Promise<ChatFacts['transferQuote']> {
    const to = params.to;
    if (to === undefined) return undefined;
    let from = params.from;
    if (from === undefined) {
      const usdc = (portfolio?.entries ?? []).filter(
        (e) => e.asset.type === 'stablecoin' && e.asset.symbol === 'USDC' && e.chainId !== to,
      );
      from = usdc.sort((a, b) => Number(b.balance) - Number(a.balance))[0]?.chainId;
    }
    if (from === undefined || from === to) return undefined;
    const amount = params.amount ?? DEFAULT_QUOTE_AMOUNT;
    const units = parseUnits(String(amount), USDC_DECIMALS);
    const circle = await readCircleTerms(
      {
        baseUrl: this.deps.rpc.attestationUrl(),
        timeoutMs: TOOL_TIMEOUT_MS,
        ...(this.deps.fetch ? { fetch: this.deps.fetch } : {}),
      },
      from,
      to,
    );
    const input = { amount: units, sourceChainId: from, destinationChainId: to, circle };
    return {
      from,
      to,
      amount,
      fast: bridgeTerms({ ...input, wanted: 'fast' }),
      standard: bridgeTerms({ ...input, wanted: 'standard' }),
      scheduleSource: circle.schedule ? 'circle' : 'fallback',
      feeBps: Math.round((circle.schedule?.percentage ?? 0) * 100 * 100) / 100,
      fetchedAt: this.now().toISOString(),
    };
  }

  #client(chainId: number): PublicClient {
    return this.deps.clients.publicClient(chainId, { timeoutMs: TOOL_TIMEOUT_MS, retryCount: 1 });
  }

  /**
   * Burns by this wallet on any of the six chains whose USDC has not been minted yet (public chain data). A chain
   * that cannot be read is named and the others still answer; only when none can be read does the tool fail.
   */
  async pendingBurns(address: Address): Promise<ChatFacts['pendingBurns']> {
    const attestationUrl = this.deps.rpc.attestationUrl();
    if (!attestationUrl) throw new Error('no attestation service configured');
    const chainIds = PORTFOLIO_CHAIN_IDS.filter((id) => this.deps.rpc.rpcUrl(id));
    const { burns, unreadChains } = await findUnmintedBurns(
      {
        account: address,
        client: (id) => this.#client(id),
        attestationUrl,
        ...(this.deps.fetch ? { fetch: this.deps.fetch } : {}),
      },
      chainIds,
    );
    const facts: PendingBurnFact[] = burns.map((b) => ({
      sourceChainId: b.sourceChainId,
      destinationChainId: b.destinationChainId,
      txHash: b.txHash,
      amount: Number(b.amount) / 10 ** USDC_DECIMALS,
      fast: b.fast,
      attested: b.attestation !== null,
    }));
    const unread = new Set(unreadChains.map((c) => c.chainId));
    const read = chainIds.filter((id) => !unread.has(id));
    if (read.length === 0) throw new Error(`no chain could be read (${unreadChains[0]?.reason ?? 'no RPC'})`);
    if (unreadChains.length > 0)
      this.deps.logger.warn({ unreadChains }, 'chat: transfer scan skipped chains');
    return { burns: facts, checkedAt: this.now().toISOString(), chainIds: read, unreadChains };
  }

  /**
   * The optimizer's plan, once the agent module provides it (undefined until then); what it weighed is kept for the
   * wallet's agent only when the wallet asked signed in (`walletProven`).
   */
  async optimizer(
    address: Address,
    params: ChatParams,
    walletProven: boolean,
  ): Promise<ChatFacts['optimizer']> {
    const optimizer = this.deps.optimizer as Partial<OptimizerPort> | undefined;
    if (!optimizer || typeof optimizer.optimizePortfolio !== 'function') {
      throw new Error('the optimizer is not available on this server');
    }
    const result = await optimizer.optimizePortfolio(
      { walletAddress: address, ...(params.risk ? { riskTolerance: params.risk } : {}) },
      { walletProven },
    );
    return { result, computedAt: this.now().toISOString() };
  }

  /**
   * A paid risk report bought by the asking wallet's own agent (only for a signed-in wallet whose agent is on),
   * within its budget; cached 5 minutes per wallet and protocol.
   */
  async riskReport(params: ChatParams, owner: Address | undefined): Promise<RiskReportFacts | undefined> {
    const protocol = params.protocols.find((p) => (AGENT_PROTOCOLS as readonly string[]).includes(p));
    const agents = this.deps.agentWallet;
    if (!protocol || !agents || !owner) return undefined;
    const key = `${owner.toLowerCase()}|${protocol}`;
    const cached = this.#reports.get(key);
    if (cached && this.now().getTime() - Date.parse(cached.fetchedAt) < RISK_REPORT_TTL_MS) return cached;
    const result = await agents
      .purchase(owner, {
        service: 'risk-score',
        protocol,
        chain: 'base',
        requester: 'chat',
        reason: `you asked the chat about ${protocol}`,
      })
      .catch(() => undefined);
    if (!result) return undefined; // this wallet's agent is not turned on
    if (!result.ok) {
      // Budget spent or simulation mode: the free risk figures from the yields list still answer.
      this.deps.logger.info({ code: result.code, protocol }, 'chat: no paid risk report');
      return undefined;
    }
    const report = result.report as RiskScoreReport;
    const facts: RiskReportFacts = {
      protocol: report.protocol,
      riskScore: report.riskScore,
      factors: { ...report.factors } as Record<string, number>,
      fetchedAt: this.now().toISOString(),
      costUsdc: result.costUnits / 1e6,
    };
    this.#reports.set(key, facts);
    return facts;
  }
}
