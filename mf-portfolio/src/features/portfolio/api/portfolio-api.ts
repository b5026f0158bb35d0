// GET /api/portfolio/:address, validated with the API's own zod schema so a changed response fails loudly here.
import { apiUrl } from '@fin/shared/config/runtime-config';
import { classifyCode } from '@fin/shared/domain/portfolio-load-error';
import { errorEnvelopeSchema } from '@fin/shared/schemas/common';
import { portfolioResponseSchema } from '@fin/shared/schemas/portfolio';
import type { PortfolioData } from './portfolio-data';

/** Longer than the API's own per-chain RPC timeouts, so a slow chain comes back as a per-chain error, not this. */
export const PORTFOLIO_API_TIMEOUT_MS = 20_000;

export class PortfolioApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PortfolioApiError';
  }
}

export async function fetchPortfolioFromApi(address: string, signal?: AbortSignal): Promise<PortfolioData> {
  const timeout = AbortSignal.timeout(PORTFOLIO_API_TIMEOUT_MS);
  const res = await fetch(apiUrl(`/api/portfolio/${address}?includeZero=true`), {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const envelope = errorEnvelopeSchema.safeParse(body);
    const detail = envelope.success ? envelope.data.error.message : `HTTP ${res.status}`;
    throw new PortfolioApiError(`Portfolio API: ${detail}`, res.status);
  }
  const parsed = portfolioResponseSchema.safeParse(body);
  if (!parsed.success) throw new PortfolioApiError('Portfolio API: unexpected response shape', res.status);
  const data = parsed.data;
  return {
    address: data.address,
    entries: data.entries,
    failedChains: data.errors.map((e) => ({
      chainId: e.chainId,
      chainName: e.chainName,
      kind: classifyCode(e.code),
    })),
    chainsRead: data.chains.filter((c) => c.status === 'ok').length,
    lastUpdated: data.lastUpdated,
    testnet: data.testnet,
    source: 'api',
  };
}
