// Fin's own seller as a fetch function, for the agent that runs in the same process: the request and response
// are the same x402 v2 HTTP messages (status, PAYMENT-REQUIRED / PAYMENT-SIGNATURE / PAYMENT-RESPONSE headers,
// JSON bodies) without a loopback socket, so the agent needs no knowledge of the port the API listens on.
import { X402_HEADERS } from '@fin/shared/domain/agent/x402';
import { analyticsRequestSchema, riskScoreRequestSchema } from '@fin/shared/schemas/x402';
import type { ReportsService } from './reports';
import type { SellerReply, X402Seller } from './service';

/** The origin in-process URLs carry; nothing listens there. */
export const IN_PROCESS_ORIGIN = 'http://fin-api.internal';

function reply(r: SellerReply): Response {
  return new Response(JSON.stringify(r.body), {
    status: r.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...r.headers },
  });
}

function badRequest(message: string): Response {
  return reply({ status: 400, headers: {}, body: { error: { code: 'VALIDATION_ERROR', message } } });
}

export function inProcessSellerFetch(seller: X402Seller, reports: ReportsService): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'POST') return badRequest(`No route for ${request.method} ${url.pathname}`);
    const json = await request.json().catch(() => undefined);
    const header = request.headers.get(X402_HEADERS.signature) ?? undefined;
    if (url.pathname === '/api/x402/risk-score') {
      const body = riskScoreRequestSchema.safeParse(json);
      if (!body.success) return badRequest(`Invalid request: ${body.error.issues[0]?.message}`);
      const refusal = await reports.protocolRefusal(body.data.protocol);
      if (refusal) return badRequest(`Invalid request: protocol ${refusal}`);
      return reply(
        await seller.sell('risk-score', url.href, header, () =>
          reports.riskScore(body.data.protocol, body.data.chain),
        ),
      );
    }
    if (url.pathname === '/api/x402/analytics') {
      const body = analyticsRequestSchema.safeParse(json);
      if (!body.success) return badRequest(`Invalid request: ${body.error.issues[0]?.message}`);
      return reply(
        await seller.sell('analytics', url.href, header, () => reports.analytics(body.data.walletAddress)),
      );
    }
    return badRequest(`No route for POST ${url.pathname}`);
  };
}
