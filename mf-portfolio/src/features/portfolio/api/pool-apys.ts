// Live pool APYs for the rows' APY badges, from the yields list (GET /api/defi/all-stablecoins).
import { apiUrl } from '@fin/shared/config/runtime-config';
import type { PoolApySource } from '@fin/shared/domain/portfolio-apy';
import { allStablecoinsResponseSchema } from '@fin/shared/schemas/yields';

export async function fetchPoolApys(signal?: AbortSignal): Promise<PoolApySource[]> {
  const timeout = AbortSignal.timeout(20_000);
  const res = await fetch(apiUrl('/api/defi/all-stablecoins'), {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!res.ok) throw new Error(`Yields API: HTTP ${res.status}`);
  const parsed = allStablecoinsResponseSchema.safeParse(await res.json());
  if (!parsed.success) throw new Error('Yields API: unexpected response shape');
  return parsed.data.data.map(({ protocol, chainId, asset, poolAddress, apy }) => ({
    protocol,
    chainId,
    asset,
    poolAddress,
    apy,
  }));
}
