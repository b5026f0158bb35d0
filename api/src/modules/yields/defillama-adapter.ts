// Source 3 (mainnet profile): DefiLlama's live `GET {base}/pools`. The response has ~18k pools of every kind; Fin
// keeps single-asset stablecoin pools on its six chains above a TVL floor. Rows that do not fit the documented
// columns are skipped one by one rather than failing the whole source.
import { type DefiLlamaPool, defiLlamaPoolToDraft } from '@fin/shared/domain/yields/defillama';
import { z } from 'zod';
import { hostOf } from '../health/source-states';
import type { SourceData, YieldSource } from './source';

const num = z
  .number()
  .nullable()
  .optional()
  .transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null));
const str = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const strList = z
  .array(z.string())
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const poolRowSchema = z.object({
  chain: z.string(),
  project: z.string(),
  symbol: z.string(),
  pool: z.string().min(1),
  tvlUsd: num,
  apyBase: num,
  apyReward: num,
  apy: num,
  rewardTokens: strList,
  apyPct1D: num,
  apyPct7D: num,
  apyPct30D: num,
  stablecoin: z
    .boolean()
    .nullable()
    .optional()
    .transform((v) => v === true),
  ilRisk: str,
  exposure: str,
  predictions: z
    .object({
      predictedClass: z.string().nullable(),
      predictedProbability: z.number().nullable(),
      binnedConfidence: z.number().nullable(),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  poolMeta: str,
  mu: num,
  sigma: num,
  count: num,
  outlier: z
    .boolean()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  underlyingTokens: strList,
  il7d: num,
  apyBase7d: num,
  apyMean30d: num,
  volumeUsd1d: num,
  volumeUsd7d: num,
  apyBaseInception: num,
});

const responseSchema = z.object({ status: z.string().optional(), data: z.array(z.unknown()) });

export type DefiLlamaOptions = {
  baseUrl: string;
  minTvlUsd?: number;
  fetch?: typeof fetch;
  now?: () => Date;
};

export class DefiLlamaYieldSource implements YieldSource {
  readonly name = 'defillama';
  readonly dataSource = 'defillama' as const;
  readonly host: string;

  constructor(private readonly opts: DefiLlamaOptions) {
    this.host = hostOf(opts.baseUrl);
  }

  async fetch(signal: AbortSignal): Promise<SourceData> {
    const doFetch = this.opts.fetch ?? fetch;
    const url = `${this.opts.baseUrl.replace(/\/$/, '')}/pools`;
    const res = await doFetch(url, { signal, headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`DefiLlama /pools answered HTTP ${res.status}`);
    const body = responseSchema.safeParse(await res.json());
    if (!body.success) throw new Error('DefiLlama /pools answered an unexpected shape (no data array)');
    const lastUpdated = (this.opts.now?.() ?? new Date()).toISOString();
    const minTvl = this.opts.minTvlUsd ?? 1_000_000;
    const drafts = body.data.data.flatMap((raw) => {
      const row = poolRowSchema.safeParse(raw);
      if (!row.success) return [];
      const pool: DefiLlamaPool = row.data;
      if (!pool.stablecoin || pool.exposure !== 'single' || (pool.tvlUsd ?? 0) < minTvl) return [];
      const draft = defiLlamaPoolToDraft(pool, { dataSource: this.dataSource, lastUpdated });
      return draft ? [draft] : [];
    });
    return { drafts };
  }
}
