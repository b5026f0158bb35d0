// Where the top Morpho vaults on Ethereum come from: the vault contracts themselves (devnet, or any RPC), or
// Morpho's GraphQL API (mainnet profile).
import { ETHEREUM_ID } from '@fin/shared/domain/chains/chains';
import type { MorphoVault } from '@fin/shared/schemas/morpho-vaults';
import { z } from 'zod';
import { ReadBatch } from '../../chains/calls';
import type { ChainReader } from '../../chains/chain-reader';
import { hostOf } from '../health/source-states';
import { morphoVaultsReader } from '../yields/onchain/morpho-vaults';

export interface MorphoVaultsAdapter {
  readonly source: 'onchain' | 'morpho-api';
  /** Where the vaults come from, for the operator and the page: Morpho's host, or Ethereum's RPC. */
  readonly host: string;
  topVaults(signal: AbortSignal): Promise<MorphoVault[]>;
}

/** Morpho's app page of a vault. */
function morphoVaultLink(address: string): string {
  return `https://app.morpho.org/ethereum/vault/${address}`;
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

export class OnchainMorphoVaults implements MorphoVaultsAdapter {
  readonly source = 'onchain' as const;
  readonly host = "Ethereum's RPC URL";
  constructor(private readonly chains: ChainReader) {}

  async topVaults(): Promise<MorphoVault[]> {
    const reader = morphoVaultsReader(ETHEREUM_ID);
    const first = new ReadBatch();
    reader.first(first);
    await first.run(this.chains, ETHEREUM_ID);
    const second = new ReadBatch();
    reader.second?.(second);
    await second.run(this.chains, ETHEREUM_ID);
    return reader.build().map((p) => ({
      address: p.poolAddress,
      name: p.name ?? p.receiptSymbol,
      apy: round(p.supply.apy, 4),
      tvl: round(p.tvl / 1e6, 4),
      link: morphoVaultLink(p.poolAddress),
    }));
  }
}

/** The query DefiLlama's yield-server morpho-blue adaptor sends to Morpho's API, Ethereum only, largest first. */
export const TOP_VAULTS_QUERY = `query TopVaults($first: Int!) {
  vaults(first: $first, orderBy: TotalAssetsUsd, orderDirection: Desc, where: { chainId_in: [1], listed: true }) {
    items { address name symbol chain { id } asset { symbol } state { totalAssetsUsd apy netApy } }
  }
}`;

const STABLE_ASSETS = new Set([
  'USDC',
  'USDT',
  'DAI',
  'PYUSD',
  'USDS',
  'USDE',
  'FRAX',
  'LUSD',
  'RLUSD',
  'USD0',
]);

const responseSchema = z.object({
  data: z.object({
    vaults: z.object({
      items: z.array(
        z.object({
          address: z.string(),
          name: z.string(),
          asset: z.object({ symbol: z.string() }).nullable().optional(),
          state: z
            .object({
              totalAssetsUsd: z.number().nullable(),
              netApy: z.number().nullable(),
              apy: z.number().nullable().optional(),
            })
            .nullable(),
        }),
      ),
    }),
  }),
});

export class MorphoApiVaults implements MorphoVaultsAdapter {
  readonly source = 'morpho-api' as const;
  readonly host: string;
  constructor(
    private readonly url: string,
    private readonly doFetch: typeof fetch = fetch,
  ) {
    this.host = hostOf(url);
  }

  async topVaults(signal: AbortSignal): Promise<MorphoVault[]> {
    const res = await this.doFetch(this.url, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: TOP_VAULTS_QUERY, variables: { first: 100 } }),
    });
    if (!res.ok) throw new Error(`Morpho API answered HTTP ${res.status}`);
    const body = responseSchema.safeParse(await res.json());
    if (!body.success) throw new Error('Morpho API answered an unexpected shape (no data.vaults.items)');
    return body.data.data.vaults.items.flatMap((v) => {
      const tvlUsd = v.state?.totalAssetsUsd;
      const netApy = v.state?.netApy;
      const asset = v.asset?.symbol?.toUpperCase() ?? '';
      if (tvlUsd == null || netApy == null || !STABLE_ASSETS.has(asset)) return [];
      return [
        {
          address: v.address,
          name: v.name,
          apy: round(netApy * 100, 4),
          tvl: round(tvlUsd / 1e6, 4),
          link: morphoVaultLink(v.address),
        },
      ];
    });
  }
}
