// The seller of paid reports (x402 v2). Unpaid: 402 with the payment requirements (exact scheme, USDC on Base, the
// price, Fin's treasury). Paid: the authorization is claimed in the database (replays stop here), verified by the
// facilitator, the report is computed, the payment settled on chain, and only then is the report sent, with the
// settlement in the PAYMENT-RESPONSE header. Every refusal says why and carries no report. A chain that is down
// before settlement is a 503 with nothing taken; a settlement whose outcome is unknown is a 504 whose claim is kept.
import { type AgentService, REPORT_PRICE_UNITS } from '@fin/shared/domain/agent/budget';
import {
  refusalKind,
  refusalMessage,
  X402_ASSET,
  X402_ASSET_DOMAIN,
  X402_CLOCK_SKEW_SECONDS,
  X402_HEADERS,
  X402_MAX_TIMEOUT_SECONDS,
  X402_NETWORK,
  X402_SCHEME,
  X402_VERSION,
  type X402Refusal,
} from '@fin/shared/domain/agent/x402';
import {
  decodePaymentSignatureHeader,
  encodePaymentRequiredHeader,
  encodePaymentResponseHeader,
} from '@x402/core/http';
import { type FacilitatorClient, x402ResourceServer } from '@x402/core/server';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { ExactEvmScheme } from '@x402/evm/exact/server';
import type { Logger } from 'pino';
import type { Address, Hex } from 'viem';
import { authorizationOf } from './facilitator';
import type { PaymentsRepository } from './payments-repository';

export type SellerReply = {
  status: number;
  headers: Record<string, string>;
  body: unknown;
};

export type SellerSetup =
  | {
      ok: true;
      payTo: string;
      facilitator: FacilitatorClient;
      /** Whether the chain marks an EIP-3009 authorization used: what a settlement with no clear answer did. */
      authorizationUsed: (from: Address, nonce: Hex) => Promise<boolean>;
    }
  | { ok: false; reason: string };

const DESCRIPTIONS: Record<AgentService, string> = {
  'risk-score': 'Fin risk score of a DeFi protocol on a chain, with its four factors',
  analytics: 'Fin portfolio analytics for a wallet: value, performance, risk and per-opportunity advice',
};

export class X402Seller {
  readonly #servers = new Map<FacilitatorClient, Promise<x402ResourceServer>>();

  constructor(
    /** Resolved per request: on the devnet the manifest (and so the facilitator) may change while running. */
    private readonly setup: () => SellerSetup,
    private readonly payments: PaymentsRepository,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether a report can be bought at all, and if not why (the start-up summary says it). */
  availability(): { ok: true; payTo: string } | { ok: false; reason: string } {
    const setup = this.setup();
    return setup.ok ? { ok: true, payTo: setup.payTo } : setup;
  }

  /** What a buyer must pay for a report, as x402 v2 PaymentRequirements. */
  requirements(service: AgentService, payTo: string): PaymentRequirements {
    return {
      scheme: X402_SCHEME,
      network: X402_NETWORK,
      amount: String(REPORT_PRICE_UNITS[service]),
      asset: X402_ASSET,
      payTo,
      maxTimeoutSeconds: X402_MAX_TIMEOUT_SECONDS,
      extra: { ...X402_ASSET_DOMAIN },
    };
  }

  async #server(facilitator: FacilitatorClient): Promise<x402ResourceServer> {
    let server = this.#servers.get(facilitator);
    if (!server) {
      server = (async () => {
        const s = new x402ResourceServer(facilitator);
        s.register(X402_NETWORK, new ExactEvmScheme());
        await s.initialize();
        return s;
      })();
      server.catch(() => this.#servers.delete(facilitator));
      this.#servers.set(facilitator, server);
    }
    return server;
  }

  /**
   * Sells one report. `produce` computes it; it runs only after the payment verified, and the payment is settled
   * only once the report exists, so nobody pays for a report that failed to compute.
   */
  async sell(
    service: AgentService,
    resourceUrl: string,
    paymentHeader: string | undefined,
    produce: () => Promise<unknown>,
  ): Promise<SellerReply> {
    const setup = this.setup();
    if (!setup.ok)
      return unavailable('PAYMENTS_UNAVAILABLE', `Paid reports are unavailable: ${setup.reason}`);
    const requirements = this.requirements(service, setup.payTo);
    const price = REPORT_PRICE_UNITS[service];
    const server = await this.#server(setup.facilitator);
    const resource = { url: resourceUrl, description: DESCRIPTIONS[service], mimeType: 'application/json' };

    const refuse = async (kind: X402Refusal, reason?: string): Promise<SellerReply> => {
      const message = refusalMessage(kind, price);
      const required = await server.createPaymentRequiredResponse([requirements], resource, message);
      return {
        status: 402,
        headers: { [X402_HEADERS.required]: encodePaymentRequiredHeader(required) },
        body: {
          ...required,
          error: message,
          message,
          code: kind,
          ...(reason ? { reason } : {}),
          cost: Number(price) / 1e6,
        },
      };
    };

    if (!paymentHeader) return refuse('missing');

    let payload: PaymentPayload;
    try {
      payload = decodePaymentSignatureHeader(paymentHeader);
    } catch {
      return refuse('malformed');
    }
    if (payload?.x402Version !== X402_VERSION) return refuse('malformed');
    if (payload.accepted?.scheme !== X402_SCHEME || payload.accepted?.network !== X402_NETWORK) {
      return refuse('network');
    }
    const auth = authorizationOf(payload);
    if (!auth) return refuse('malformed');
    const at = this.now();
    if (auth.validBefore > at.getTime() / 1000 + X402_MAX_TIMEOUT_SECONDS + X402_CLOCK_SKEW_SECONDS)
      return refuse('too-long');

    const claim = await this.payments.reserve(
      { network: X402_NETWORK, asset: X402_ASSET, payer: auth.from, nonce: auth.nonce },
      { payTo: setup.payTo, amountUnits: safeUnits(auth.value), resource: resourceUrl, at },
    );
    if (claim === undefined) return refuse('replayed');

    // Verified against Fin's own requirements, never the ones the buyer echoes back. A chain that cannot be asked
    // means nothing was verified and nothing will be taken: 503, and the authorization is free again.
    let verified: Awaited<ReturnType<x402ResourceServer['verifyPayment']>>;
    try {
      verified = await server.verifyPayment(payload, requirements);
    } catch (err) {
      await this.payments.release(claim).catch(() => {});
      this.logger.warn({ err, payer: auth.from }, 'x402 payment not verified: chain unavailable');
      return unavailable(
        'CHAIN_UNAVAILABLE',
        'Base could not be reached to verify the payment; nothing was charged, try again later',
      );
    }
    if (!verified.isValid) {
      await this.payments.release(claim);
      return refuse(refusalKind(verified.invalidReason), verified.invalidReason);
    }
    let report: unknown;
    try {
      report = await produce();
    } catch (err) {
      await this.payments.release(claim).catch(() => {});
      throw err;
    }
    let settled: Awaited<ReturnType<x402ResourceServer['settlePayment']>> | undefined;
    try {
      settled = await server.settlePayment(payload, requirements);
    } catch (err) {
      this.logger.warn({ err, payer: auth.from }, 'x402 settlement threw');
    }
    if (!settled?.success) {
      // No clear success (a timeout, a retry that found the nonce used, a lost answer): the chain decides.
      const used = await setup.authorizationUsed(auth.from, auth.nonce).catch(() => undefined);
      if (used === true) {
        settled = {
          success: true,
          transaction: settled?.transaction ?? '',
          network: X402_NETWORK,
          payer: auth.from,
        };
      } else if (used === undefined || !settled || settled.errorReason === 'settlement_pending') {
        // It may still land: the claim stays (the authorization is never accepted again) and the buyer
        // reconciles by the authorization's nonce on chain.
        await this.payments.pending(claim).catch(() => {});
        return {
          status: 504,
          headers: {},
          body: {
            error: {
              code: 'SETTLEMENT_PENDING',
              message:
                'The settlement did not confirm in time: the payment may still settle; it is never taken twice',
            },
          },
        };
      } else {
        await this.payments.release(claim);
        this.logger.warn({ reason: settled.errorReason, payer: auth.from }, 'x402 settlement failed');
        return refuse(refusalKind(settled.errorReason), settled.errorReason);
      }
    }
    await this.payments.settled(claim, settled.transaction);
    return {
      status: 200,
      headers: { [X402_HEADERS.response]: encodePaymentResponseHeader(settled) },
      body: report,
    };
  }

  /** Settlements left without an answer, resolved on chain (the cluster's settlement job). */
  resolveSettlements(): Promise<{ settled: number; failed: number; open: number }> {
    return resolveSettlements(this.setup, this.payments, this.now);
  }
}

/**
 * After this long a claimed authorization can no longer move money: the seller accepts none valid for longer
 * (plus half a minute for the chain's clock). Unused by then, its settlement failed for good.
 */
const SETTLEMENT_HORIZON_MS = (X402_MAX_TIMEOUT_SECONDS + X402_CLOCK_SKEW_SECONDS + 30) * 1000;
const RESOLVE_BATCH = 50;

/**
 * The seller's settlements left without an answer (timed out, or the process stopped mid-way), read on chain for
 * the cluster's settlement job: the authorization used → 'settled'; unused past the horizon → 'failed'; else they
 * wait for the next run. A chain that cannot be asked leaves them as they are.
 */
async function resolveSettlements(
  setup: () => SellerSetup,
  payments: PaymentsRepository,
  now: () => Date,
): Promise<{ settled: number; failed: number; open: number }> {
  const done = { settled: 0, failed: 0, open: 0 };
  const s = setup();
  if (!s.ok) return done;
  const horizon = new Date(now().getTime() - SETTLEMENT_HORIZON_MS);
  for (const p of await payments.unresolved(horizon, RESOLVE_BATCH)) {
    let used: boolean;
    try {
      used = await s.authorizationUsed(p.payer as Address, p.nonce as Hex);
    } catch {
      done.open++;
      break; // Base unreachable: everything stays as it is until the next run.
    }
    if (used && (await payments.resolve(p.id, 'settled', now()))) done.settled++;
    else if (!used && p.createdAt < horizon && (await payments.resolve(p.id, 'failed', now()))) done.failed++;
    else done.open++;
  }
  return done;
}

function unavailable(code: string, message: string): SellerReply {
  return { status: 503, headers: { 'Retry-After': '30' }, body: { error: { code, message } } };
}

/** The authorized amount as a number for the record; an absurd value (it will be refused) is stored as 0. */
function safeUnits(value: string): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}
