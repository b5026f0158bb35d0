// The agent: a server-held wallet that buys Fin's paid reports over x402 v2 within a hard budget. Other modules
// (the chat, the panel's endpoint) call purchase(); the budget is taken in the database before anything is
// signed, and given back only when the payment certainly did not happen.
import {
  type AgentService,
  budgetExceededMessage,
  budgetExhausted,
  formatUsdcUnits,
  parseUsdcUnits,
  REPORT_PRICE_UNITS,
} from '@fin/shared/domain/agent-budget';
import { AGENT_MESSAGES, type AgentLogEntry, isLowGas } from '@fin/shared/domain/agent-panel';
import { riskLabel } from '@fin/shared/domain/risk';
import type { RiskScoreReport } from '@fin/shared/domain/risk-report';
import type { AnalyticsReport } from '@fin/shared/domain/risk-report-analytics';
import { X402_HEADERS, X402_NETWORK } from '@fin/shared/domain/x402';
import type { AgentBudget, AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { x402Client } from '@x402/core/client';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import type { Logger } from 'pino';
import { createPublicClient, http } from 'viem';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { Config } from '../../config';
import { baseChain } from '../x402/facilitator';
import type { AgentLedger } from './ledger';
import { type AgentWallet, readBalances, resolveAgentWallet, type WalletBalance } from './wallet';

export type PurchaseRequest =
  | { service: 'risk-score'; protocol: string; chain: string; requester: string }
  | { service: 'analytics'; walletAddress: string; protocol?: string; requester: string };

export type PurchaseResult =
  | { ok: true; service: AgentService; report: unknown; costUnits: number; transaction: string }
  | {
      ok: false;
      service: AgentService;
      code: 'budget' | 'simulation' | 'payment';
      message: string;
      costUnits: number;
    };

/** How the agent reaches the seller: a fetch over HTTP, or the in-process route to Fin's own seller. */
type SellerFetch = typeof fetch;

export type AgentWalletOptions = {
  config: Config;
  rpc: RpcDirectory;
  ledger: AgentLedger;
  sellerFetch: SellerFetch;
  /** Origin the seller paths are resolved against (the in-process origin, or a remote seller). */
  sellerOrigin: string;
  logger: Logger;
};

const SELLER_PATHS: Record<AgentService, string> = {
  'risk-score': '/api/x402/risk-score',
  analytics: '/api/x402/analytics',
};

const SERVICE_NAMES: Record<AgentService, string> = {
  'risk-score': 'risk score',
  analytics: 'analytics report',
};

export class AgentWalletService {
  readonly #budgetUnits: number;
  #announced = new Set<string>();

  constructor(private readonly opts: AgentWalletOptions) {
    this.#budgetUnits = parseUsdcUnits(opts.config.x402.agentBudgetUsdc);
  }

  wallet(): AgentWallet {
    return resolveAgentWallet(this.opts.config, this.opts.rpc);
  }

  /** Ledger key: the agent's address, or 'simulation' when it has none. */
  #key(wallet: AgentWallet): string {
    return wallet.mode === 'live' ? wallet.account.address : 'simulation';
  }

  async budget(wallet = this.wallet()): Promise<AgentBudget> {
    const key = this.#key(wallet);
    await this.opts.ledger.ensureBudget(key, this.#budgetUnits);
    const lines = await this.opts.ledger.lines(key);
    const spentUnits = lines.reduce((s, l) => s + l.spentUnits, 0);
    return {
      totalUnits: this.#budgetUnits,
      spentUnits,
      remainingUnits: Math.max(0, this.#budgetUnits - spentUnits),
      exhausted: budgetExhausted(lines),
      lines,
    };
  }

  async log(): Promise<AgentLogEntry[]> {
    return this.opts.ledger.latestLog(this.#key(this.wallet()));
  }

  /** Logs a state message once when it appears, not on every refresh that still sees it. */
  async #announce(key: string, current: { level: 'warning' | 'error'; message: string }[]) {
    const now = new Set(current.map((c) => `${key}|${c.message}`));
    for (const c of current) {
      const id = `${key}|${c.message}`;
      if (!this.#announced.has(id)) await this.opts.ledger.log(key, c.level, c.message);
    }
    for (const id of this.#announced)
      if (id.startsWith(`${key}|`) && !now.has(id)) this.#announced.delete(id);
    for (const id of now) this.#announced.add(id);
  }

  async initialize(): Promise<AgentInitializeResponse> {
    const wallet = this.wallet();
    const key = this.#key(wallet);
    const zero: WalletBalance = { eth: '0', usdc: '0' };
    try {
      const budget = await this.budget(wallet);
      if (wallet.mode === 'simulation') {
        await this.#announce(key, [{ level: 'warning', message: AGENT_MESSAGES.simulation }]);
        return {
          success: true,
          mode: 'simulation',
          address: null,
          network: X402_NETWORK,
          balance: zero,
          simulatedBalance: true,
          budget,
          messages: [AGENT_MESSAGES.simulation],
        };
      }
      const address = wallet.account.address;
      let balance = zero;
      let simulatedBalance = false;
      try {
        balance = await readBalances(address, wallet.rpcUrl, this.opts.config.rpcTimeoutMs);
      } catch (err) {
        this.opts.logger.warn({ err }, 'agent balance read failed');
        simulatedBalance = true;
      }
      const messages: { level: 'warning' | 'error'; message: string }[] = [];
      if (simulatedBalance) messages.push({ level: 'warning', message: AGENT_MESSAGES.simulatedBalance });
      else if (isLowGas(Number(balance.eth)))
        messages.push({ level: 'warning', message: AGENT_MESSAGES.lowGas });
      await this.#announce(key, messages);
      return {
        success: true,
        mode: 'live',
        address,
        network: X402_NETWORK,
        balance,
        simulatedBalance,
        budget,
        messages: messages.map((m) => m.message),
      };
    } catch (err) {
      this.opts.logger.error({ err }, 'agent initialize failed');
      await this.opts.ledger.log(key, 'error', AGENT_MESSAGES.initFailed).catch(() => {});
      throw err;
    }
  }

  async purchase(request: PurchaseRequest): Promise<PurchaseResult> {
    const { service } = request;
    const costUnits = REPORT_PRICE_UNITS[service];
    const wallet = this.wallet();
    if (wallet.mode === 'simulation') {
      return { ok: false, service, code: 'simulation', message: AGENT_MESSAGES.simulation, costUnits };
    }
    const agent = wallet.account.address;
    const ledger = this.opts.ledger;
    await ledger.ensureBudget(agent, this.#budgetUnits);
    const protocol = 'protocol' in request && request.protocol ? request.protocol : null;
    const chain = request.service === 'risk-score' ? request.chain : null;
    const reservation = await ledger.reserve(agent, service, costUnits, {
      protocol,
      chain,
      requester: request.requester,
    });
    if (!reservation.ok) {
      const message = budgetExceededMessage(reservation.spentUnits + costUnits, reservation.budgetUnits);
      await ledger.log(agent, 'warning', message);
      return { ok: false, service, code: 'budget', message, costUnits };
    }

    let signed = false;
    const client = new x402Client()
      .register(
        X402_NETWORK,
        new ExactEvmScheme(
          toClientEvmSigner(
            wallet.account,
            createPublicClient({
              chain: baseChain(wallet.rpcUrl),
              transport: http(wallet.rpcUrl),
              cacheTime: 0,
            }),
          ),
        ),
      )
      // The seller's price must be the price the budget reserved: a seller asking more is refused before signing.
      .registerPolicy((_version, reqs) =>
        reqs.filter((r) => r.network === X402_NETWORK && Number(r.amount) <= costUnits),
      )
      .setSpendControls({ allowedAssets: true, maxAmountPerPayment: false });
    client.onAfterPaymentCreation(async () => {
      signed = true;
    });
    const pay = wrapFetchWithPayment(this.opts.sellerFetch, client);
    const body =
      request.service === 'risk-score'
        ? { protocol: request.protocol, chain: request.chain }
        : { walletAddress: request.walletAddress };

    let res: Response;
    try {
      res = await pay(new URL(SELLER_PATHS[service], this.opts.sellerOrigin).href, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (err) {
      const message =
        err instanceof Error && err.name === 'AbortError' ? 'Request aborted' : 'Failed to fetch data';
      this.opts.logger.warn({ err, service }, 'agent purchase failed');
      if (signed) await ledger.unknown(reservation.purchaseId, `${message}: ${(err as Error).message}`);
      else await ledger.refund(agent, service, reservation.purchaseId, costUnits, message);
      await ledger.log(agent, 'error', message);
      return { ok: false, service, code: 'payment', message, costUnits };
    }

    const payload = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.status !== 200) {
      const reason =
        typeof payload.error === 'string' ? payload.error : (payload.error as { message?: string })?.message;
      const message = `Request failed: ${res.status}${reason ? ` (${reason})` : ''}`;
      await ledger.refund(agent, service, reservation.purchaseId, costUnits, message);
      await ledger.log(agent, 'error', message);
      return { ok: false, service, code: 'payment', message, costUnits };
    }
    const header = res.headers.get(X402_HEADERS.response);
    const transaction = header ? decodePaymentResponseHeader(header).transaction : '';
    await ledger.paid(reservation.purchaseId, transaction, payload);
    await ledger.log(agent, 'success', learned(service, payload, costUnits, protocol));
    return { ok: true, service, report: payload, costUnits, transaction };
  }
}

/** One log line: what was bought, for how much, and what it said. */
function learned(service: AgentService, report: unknown, costUnits: number, protocol: string | null): string {
  const price = `${formatUsdcUnits(costUnits)} USDC`;
  if (service === 'risk-score') {
    const r = report as RiskScoreReport;
    const f = r.factors;
    return `Bought ${SERVICE_NAMES[service]} for ${r.basis?.protocolName ?? protocol} on ${r.chain} (${price}): ${r.riskScore}/10 ${riskLabel(r.riskScore)} — contract ${f.smartContractRisk}, liquidity ${f.liquidityRisk}, governance ${f.governanceRisk}, oracle ${f.oracleRisk}`;
  }
  const a = report as AnalyticsReport;
  const p = a.portfolioAnalysis;
  const deposits = a.defiOpportunities.filter((o) => o.recommendation === 'deposit').length;
  const withdraws = a.defiOpportunities.filter((o) => o.recommendation === 'withdraw').length;
  return `Bought ${SERVICE_NAMES[service]} (${price}): $${p.totalValue.toFixed(2)} at ${p.performance.weightedApy.toFixed(2)}% APY, risk ${p.riskScore}/10; ${deposits} to deposit, ${withdraws} to withdraw`;
}
