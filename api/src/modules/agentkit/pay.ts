// One report bought by a wallet's agent: the budget is reserved in the database, the seller's terms pass the
// policy, the payment is signed once (its nonce recorded before it leaves), and the outcome decides the budget:
// paid, refunded when it certainly did not happen, or pending (reconciled on chain) when nobody can tell yet.
import {
  type AgentService,
  budgetExceededMessage,
  formatUsdcUnits,
  REPORT_PRICE_UNITS,
} from '@fin/shared/domain/agent/budget';
import { agentProtocolName } from '@fin/shared/domain/agent/choice';
import type { PaymentPolicy, PaymentTerms } from '@fin/shared/domain/agent/policy';
import { X402_HEADERS, X402_NETWORK } from '@fin/shared/domain/agent/x402';
import { CHAINS } from '@fin/shared/domain/chains/chains';
import { riskLabel } from '@fin/shared/domain/yields/risk';
import { x402Client } from '@x402/core/client';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import type { Logger } from 'pino';
import type { PublicClient } from 'viem';
import type { HDAccount } from 'viem/accounts';
import type { RiskScoreReport } from '../x402/risk-report';
import type { AnalyticsReport } from '../x402/risk-report-analytics';
import type { AgentLedger } from './ledger';
import type { PurchaseRequest } from './service';

/** How the agent reaches the seller: a fetch over HTTP, or the in-process route to Fin's own seller. */
export type SellerFetch = typeof fetch;

export type PurchaseResult =
  | {
      ok: true;
      service: AgentService;
      report: unknown;
      costUnits: number;
      transaction: string;
      reason: string;
    }
  | {
      ok: false;
      service: AgentService;
      code: 'budget' | 'simulation' | 'payment' | 'policy' | 'unavailable' | 'pending';
      message: string;
      costUnits: number;
      reason: string;
    };

const SELLER_PATHS: Record<AgentService, string> = {
  'risk-score': '/api/x402/risk-score',
  analytics: '/api/x402/analytics',
};

const SERVICE_NAMES: Record<AgentService, string> = {
  'risk-score': 'risk score',
  analytics: 'analytics report',
};

export type BuyReportInput = {
  ledger: AgentLedger;
  logger: Logger;
  sellerFetch: SellerFetch;
  sellerOrigin: string;
  account: HDAccount;
  /** Base, through the chains' breaker: the payment is signed against its USDC. */
  base: PublicClient;
  wallet: string;
  day: string;
  /** Now, by the service's clock: when the budget is reserved. */
  at: Date;
  budgetUnits: number;
  policy: PaymentPolicy;
  refusal: (terms: PaymentTerms, policy: PaymentPolicy) => string | null;
  request: PurchaseRequest;
};

function sellerMessage(payload: Record<string, unknown>): string | undefined {
  const e = payload.error;
  if (typeof e === 'string') return e;
  if (e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string')
    return (e as { message: string }).message;
  return typeof payload.message === 'string' ? payload.message : undefined;
}

type FailCode = 'budget' | 'payment' | 'policy' | 'unavailable' | 'pending';

/** One purchase under way: its reservation, what the log calls it, and how far the payment got. */
type Attempt = {
  input: BuyReportInput;
  purchaseId: number;
  what: string;
  costUnits: number;
  protocol: string | null;
  /** The payment was signed and its nonce recorded: from here on only the chain can say it did not happen. */
  signed: boolean;
  /** The policy's reason for refusing the seller's terms, if it refused. */
  refused: string | null;
  /** The reservation was refunded as never signed before this request got to sign (it stalled past the timeout). */
  lapsed: boolean;
  fail: (code: FailCode, message: string, level?: 'warning' | 'error') => Promise<PurchaseResult>;
};

export async function buyReport(input: BuyReportInput): Promise<PurchaseResult> {
  const { ledger, wallet, request } = input;
  const { service, reason } = request;
  const costUnits = REPORT_PRICE_UNITS[service];
  const protocol = request.protocol ?? null;
  const fail = async (code: FailCode, message: string, level: 'warning' | 'error' = 'error') => {
    await ledger.log(wallet, level, message);
    return { ok: false as const, service, code, message, costUnits, reason };
  };
  const reservation = await ledger.reserve(
    {
      wallet,
      day: input.day,
      agentAddress: input.account.address,
      service,
      costUnits,
      protocol,
      chain: request.service === 'risk-score' ? request.chain : null,
      requester: request.requester,
      reason,
      createdAt: input.at,
    },
    input.budgetUnits,
  );
  if (!reservation.ok)
    return fail(
      'budget',
      budgetExceededMessage(costUnits, reservation.spentUnits, reservation.budgetUnits),
      'warning',
    );
  const attempt: Attempt = {
    input,
    purchaseId: reservation.purchaseId,
    what: `${SERVICE_NAMES[service]}${protocol ? ` on ${agentProtocolName(protocol)}` : ''}`,
    costUnits,
    protocol,
    signed: false,
    refused: null,
    lapsed: false,
    fail,
  };
  try {
    return await send(attempt);
  } catch (err) {
    // Whatever broke after the reservation, it never stays reserved: signed → the chain decides; else refunded.
    input.logger.warn({ err, service }, 'agent purchase broke off');
    return unanswered(attempt, err as Error);
  }
}

/** Signs within the policy (the nonce recorded first) and asks the seller; the answer decides the budget. */
async function send(attempt: Attempt): Promise<PurchaseResult> {
  const { input } = attempt;
  const { request, wallet } = input;
  const client = new x402Client()
    .register(X402_NETWORK, new ExactEvmScheme(toClientEvmSigner(input.account, input.base)))
    .setSpendControls(false);
  client.onBeforePaymentCreation(async ({ selectedRequirements: r }) => {
    attempt.refused = input.refusal(
      { network: r.network, asset: r.asset, payTo: r.payTo, amount: r.amount },
      input.policy,
    );
    return attempt.refused ? { abort: true, reason: attempt.refused } : undefined;
  });
  client.onAfterPaymentCreation(async ({ paymentPayload }) => {
    const auth = (paymentPayload.payload as { authorization?: { nonce?: string; validBefore?: string } })
      .authorization;
    // Recorded before the payment leaves: whatever happens next, it is reconciled by this nonce, never re-signed.
    // A reservation already refunded as never signed stops the payment here, before it is sent.
    const nonce = String(auth?.nonce ?? '');
    if (!(await input.ledger.signed(attempt.purchaseId, nonce, Number(auth?.validBefore ?? 0)))) {
      attempt.lapsed = true;
      throw new Error('the budget reservation lapsed before the payment was signed');
    }
    attempt.signed = true;
  });
  const body =
    request.service === 'risk-score'
      ? { protocol: request.protocol, chain: request.chain }
      : { walletAddress: wallet };
  let res: Response;
  try {
    res = await wrapFetchWithPayment(input.sellerFetch, client)(
      new URL(SELLER_PATHS[request.service], input.sellerOrigin).href,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  } catch (err) {
    input.logger.warn({ err, service: request.service }, 'agent purchase failed');
    return unanswered(attempt, err as Error);
  }
  return answered(attempt, res);
}

/** No answer came back (or the purchase broke off before one did). */
async function unanswered(attempt: Attempt, err: Error): Promise<PurchaseResult> {
  const { ledger } = attempt.input;
  if (attempt.signed) {
    await ledger.pending(attempt.purchaseId, err.message);
    return attempt.fail(
      'pending',
      `Payment for the ${attempt.what} is pending: no answer came back, so it is checked on chain and never paid twice`,
      'warning',
    );
  }
  if (attempt.lapsed)
    return attempt.fail(
      'payment',
      `The ${attempt.what} was not bought: its budget reservation lapsed before the payment was signed. Nothing was paid.`,
    );
  await ledger.refund(attempt.purchaseId, attempt.refused ?? err.message);
  if (attempt.refused)
    return attempt.fail('policy', `Refused by the agent's policy: ${attempt.refused}. Nothing was paid.`);
  return attempt.fail('payment', err.name === 'AbortError' ? 'Request aborted' : 'Failed to fetch data');
}

/** The seller answered: paid with the report, refused before settling (refunded), or settling (pending). */
async function answered(attempt: Attempt, res: Response): Promise<PurchaseResult> {
  const { ledger, wallet, request } = attempt.input;
  const { service, reason } = request;
  const payload = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status === 200) {
    const header = res.headers.get(X402_HEADERS.response);
    const transaction = header ? decodePaymentResponseHeader(header).transaction : '';
    await ledger.paid(attempt.purchaseId, transaction, payload);
    await ledger.log(
      wallet,
      'success',
      `${learned(service, payload, attempt.costUnits, attempt.protocol)} — bought because ${reason}`,
    );
    return { ok: true, service, report: payload, costUnits: attempt.costUnits, transaction, reason };
  }
  const said = sellerMessage(payload);
  const settling = (payload.error as { code?: string } | undefined)?.code === 'SETTLEMENT_PENDING';
  // 402 and 503 are refusals before any settlement was sent; a 5xx after signing may have settled.
  if (attempt.signed && (settling || (res.status >= 500 && res.status !== 503))) {
    await ledger.pending(attempt.purchaseId, `${res.status}${said ? ` ${said}` : ''}`);
    return attempt.fail(
      'pending',
      `Payment for the ${attempt.what} is pending (${res.status}${said ? `: ${said}` : ''}); it is checked on chain and never paid twice`,
      'warning',
    );
  }
  const message =
    res.status === 503
      ? `The ${attempt.what} was not bought (503${said ? `: ${said}` : ''}). Nothing was paid.`
      : `Request failed: ${res.status}${said ? ` (${said})` : ''}`;
  await ledger.refund(attempt.purchaseId, message);
  return attempt.fail(res.status === 503 ? 'unavailable' : 'payment', message);
}

/** The chain as the rest of the log names it ('arbitrum' → 'Arbitrum'). */
function chainNameOf(key: string): string {
  return CHAINS.find((c) => c.key === key)?.name ?? key;
}

/** One log line: what was bought, for how much, and what it said. */
function learned(service: AgentService, report: unknown, costUnits: number, protocol: string | null): string {
  const price = `${formatUsdcUnits(costUnits)} USDC`;
  if (service === 'risk-score') {
    const r = report as RiskScoreReport;
    const f = r.factors;
    return `Bought ${SERVICE_NAMES[service]} for ${r.basis?.protocolName ?? agentProtocolName(protocol ?? '')} on ${chainNameOf(r.chain)} (${price}): ${r.riskScore}/10 ${riskLabel(r.riskScore)} — contract ${f.smartContractRisk}, liquidity ${f.liquidityRisk}, governance ${f.governanceRisk}, oracle ${f.oracleRisk}`;
  }
  const a = report as AnalyticsReport;
  const p = a.portfolioAnalysis;
  const deposits = a.defiOpportunities.filter((o) => o.recommendation === 'deposit').length;
  const withdraws = a.defiOpportunities.filter((o) => o.recommendation === 'withdraw').length;
  return `Bought ${SERVICE_NAMES[service]} (${price}): $${p.totalValue.toFixed(2)} at ${p.performance.weightedApy.toFixed(2)}% APY, risk ${p.riskScore}/10; ${deposits} to deposit, ${withdraws} to withdraw`;
}
