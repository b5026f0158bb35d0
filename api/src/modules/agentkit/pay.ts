// One report bought by a wallet's agent: the budget is reserved in the database, the seller's terms pass the
// policy, the payment is signed once (its nonce recorded before it leaves), and the outcome decides the budget:
// paid, refunded when it certainly did not happen, or pending (reconciled on chain) when nobody can tell yet.
import {
  type AgentService,
  budgetExceededMessage,
  formatUsdcUnits,
  REPORT_PRICE_UNITS,
} from '@fin/shared/domain/agent/budget';
import type { PaymentPolicy, PaymentTerms } from '@fin/shared/domain/agent/policy';
import { X402_HEADERS, X402_NETWORK } from '@fin/shared/domain/agent/x402';
import { riskLabel } from '@fin/shared/domain/yields/risk';
import { x402Client } from '@x402/core/client';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import type { Logger } from 'pino';
import { createPublicClient, http } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { baseChain } from '../x402/facilitator';
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
  rpcUrl: string;
  wallet: string;
  day: string;
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

export async function buyReport(input: BuyReportInput): Promise<PurchaseResult> {
  const { ledger, wallet, request } = input;
  const { service, reason } = request;
  const costUnits = REPORT_PRICE_UNITS[service];
  const protocol = request.protocol ?? null;
  const chain = request.service === 'risk-score' ? request.chain : null;
  const what = `${SERVICE_NAMES[service]}${protocol ? ` on ${protocol}` : ''}`;
  const failed = async (
    code: 'budget' | 'payment' | 'policy' | 'unavailable' | 'pending',
    message: string,
    level: 'warning' | 'error' = 'error',
  ): Promise<PurchaseResult> => {
    await ledger.log(wallet, level, message);
    return { ok: false, service, code, message, costUnits, reason };
  };

  const reservation = await ledger.reserve(
    {
      wallet,
      day: input.day,
      agentAddress: input.account.address,
      service,
      costUnits,
      protocol,
      chain,
      requester: request.requester,
      reason,
    },
    input.budgetUnits,
  );
  if (!reservation.ok)
    return failed(
      'budget',
      budgetExceededMessage(reservation.spentUnits + costUnits, reservation.budgetUnits),
      'warning',
    );
  const purchaseId = reservation.purchaseId;

  let signed = false;
  let refused: string | null = null;
  const client = new x402Client()
    .register(
      X402_NETWORK,
      new ExactEvmScheme(
        toClientEvmSigner(
          input.account,
          createPublicClient({ chain: baseChain(input.rpcUrl), transport: http(input.rpcUrl), cacheTime: 0 }),
        ),
      ),
    )
    .setSpendControls(false);
  client.onBeforePaymentCreation(async ({ selectedRequirements: r }) => {
    refused = input.refusal(
      { network: r.network, asset: r.asset, payTo: r.payTo, amount: r.amount },
      input.policy,
    );
    return refused ? { abort: true, reason: refused } : undefined;
  });
  client.onAfterPaymentCreation(async ({ paymentPayload }) => {
    const auth = (paymentPayload.payload as { authorization?: { nonce?: string; validBefore?: string } })
      .authorization;
    // Recorded before the payment leaves: whatever happens next, it is reconciled by this nonce, never re-signed.
    await ledger.signed(purchaseId, String(auth?.nonce ?? ''), Number(auth?.validBefore ?? 0));
    signed = true;
  });
  const pay = wrapFetchWithPayment(input.sellerFetch, client);
  const body =
    request.service === 'risk-score'
      ? { protocol: request.protocol, chain: request.chain }
      : { walletAddress: wallet };

  let res: Response;
  try {
    res = await pay(new URL(SELLER_PATHS[service], input.sellerOrigin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    input.logger.warn({ err, service }, 'agent purchase failed');
    if (signed) {
      await ledger.pending(purchaseId, (err as Error).message);
      return failed(
        'pending',
        `Payment for the ${what} is pending: no answer came back, so it is checked on chain and never paid twice`,
        'warning',
      );
    }
    await ledger.refund(purchaseId, refused ?? (err as Error).message);
    if (refused) return failed('policy', `Refused by the agent's policy: ${refused}. Nothing was paid.`);
    return failed(
      'payment',
      err instanceof Error && err.name === 'AbortError' ? 'Request aborted' : 'Failed to fetch data',
    );
  }

  const payload = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status === 200) {
    const header = res.headers.get(X402_HEADERS.response);
    const transaction = header ? decodePaymentResponseHeader(header).transaction : '';
    await ledger.paid(purchaseId, transaction, payload);
    await ledger.log(
      wallet,
      'success',
      `${learned(service, payload, costUnits, protocol)} — bought because ${reason}`,
    );
    return { ok: true, service, report: payload, costUnits, transaction, reason };
  }
  const said = sellerMessage(payload);
  const settling = (payload.error as { code?: string } | undefined)?.code === 'SETTLEMENT_PENDING';
  // 402 and 503 are refusals before any settlement was sent; a 5xx after signing may have settled.
  if (signed && (settling || (res.status >= 500 && res.status !== 503))) {
    await ledger.pending(purchaseId, `${res.status}${said ? ` ${said}` : ''}`);
    return failed(
      'pending',
      `Payment for the ${what} is pending (${res.status}${said ? `: ${said}` : ''}); it is checked on chain and never paid twice`,
      'warning',
    );
  }
  const message =
    res.status === 503
      ? `The ${what} was not bought (503${said ? `: ${said}` : ''}). Nothing was paid.`
      : `Request failed: ${res.status}${said ? ` (${said})` : ''}`;
  await ledger.refund(purchaseId, message);
  return failed(res.status === 503 ? 'unavailable' : 'payment', message);
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
