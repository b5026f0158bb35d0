// Top Morpho vaults on Ethereum, largest first, cached stale-while-revalidate like the yields list.
import type { MorphoVaultsResponse } from '@fin/shared/schemas/morpho-vaults';
import type { SwrCache } from '../../cache/swr';
import { UnavailableError } from '../../http/errors';
import type { MorphoVaultsAdapter } from './adapter';

const TOP_VAULTS = 10;

export class MorphoVaultsService {
  constructor(
    private readonly adapter: MorphoVaultsAdapter,
    private readonly cache: SwrCache,
    private readonly ttlMs: number,
    private readonly timeoutMs: number,
  ) {}

  async topVaults(): Promise<MorphoVaultsResponse> {
    const result = await this.cache.get(
      'morpho-vaults:ethereum',
      async () => {
        const vaults = await this.adapter
          .topVaults(AbortSignal.timeout(this.timeoutMs))
          .catch((err: Error) => {
            throw new UnavailableError('Unable to load Morpho vault data', 'MORPHO_UNAVAILABLE', {
              source: this.adapter.source,
              reason: err.message.split('\n')[0],
            });
          });
        return vaults.sort((a, b) => b.tvl - a.tvl).slice(0, TOP_VAULTS);
      },
      { ttlMs: this.ttlMs },
    );
    return {
      success: true,
      vaults: result.value,
      source: this.adapter.source,
      cached: result.cached,
      lastUpdated: new Date(result.storedAt).toISOString(),
    };
  }
}
