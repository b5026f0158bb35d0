// Live pool APYs for the rows' APY badges, read from the yields list the page already loads (one request and one
// cache entry for the yields section, this panel and the protocol pages).
import type { PoolApySource } from '@fin/shared/domain/portfolio/apy';
import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';

export function toPoolApys(response: AllStablecoinsResponse): PoolApySource[] {
  return response.data.map(({ protocol, chainId, asset, poolAddress, apy }) => ({
    protocol,
    chainId,
    asset,
    poolAddress,
    apy,
  }));
}
