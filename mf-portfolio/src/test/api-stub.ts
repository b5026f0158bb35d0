// Stands in for the network in component tests: answers the API paths the panel calls with responses in the API's
// own schema (validated here, so a stub can never drift from the real contract) and counts the requests.
import { type PortfolioResponse, portfolioResponseSchema } from '@fin/shared/schemas/portfolio';
import { type AllStablecoinsResponse, allStablecoinsResponseSchema } from '@fin/shared/schemas/yields';
import { vi } from 'vitest';

export type Route = (url: URL, init?: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function portfolioResponse(partial: Partial<PortfolioResponse> & Pick<PortfolioResponse, 'entries'>) {
  const body: PortfolioResponse = {
    success: true,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    testnet: false,
    totals: { valueUSD: 0, assetCount: 0, chainCount: 0, positionCount: 0, byChain: [], byProtocol: [] },
    chains: [1, 8453, 42161, 43114, 10, 137].map((chainId) => ({
      chainId,
      chainName: String(chainId),
      status: partial.errors?.some((e) => e.chainId === chainId) ? 'failed' : 'ok',
      rpcRequests: 1,
      latencyMs: 3,
    })),
    errors: [],
    lastUpdated: '2025-08-01T12:00:00.000Z',
    ...partial,
  };
  return portfolioResponseSchema.parse(body);
}

export function yieldsResponse(data: AllStablecoinsResponse['data']): AllStablecoinsResponse {
  return allStablecoinsResponseSchema.parse({
    success: true,
    data,
    cached: true,
    lastUpdated: '2025-08-01T12:00:00.000Z',
    sources: [],
  });
}

/** Installs a fetch stub; unmatched requests fail like a refused connection. Returns the request log. */
export function stubFetch(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    for (const [prefix, route] of Object.entries(routes)) {
      // A full URL (an RPC node) must match exactly; a path matches as a prefix.
      const hit = prefix.startsWith('http')
        ? `${url.origin}${url.pathname}` === prefix
        : url.pathname.startsWith(prefix);
      if (hit) return route(url, init);
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}
