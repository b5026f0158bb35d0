// One-off converter: turns the third-party DefiLlama captures (CSV with renamed columns, per-pool chart CSVs) into
// the JSON files under api/data/ that the API reads. The API never reads the originals; run this only to
// regenerate api/data/ and commit the result:
//   pnpm --filter @fin/api exec tsx scripts/convert-shared-data.ts <path to the shared data folder>
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { DefiLlamaPool } from '@fin/shared/domain/yields/defillama';
import { chainIdForLlamaChain } from '@fin/shared/domain/yields/defillama';
import { parseCsv, parsePythonLiteral } from './csv';

const shared = resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: convert-shared-data.ts <shared data folder>');
const out = resolve(import.meta.dirname, '../data/defillama');

type Row = Record<string, string>;
const num = (v: string | undefined) => (v === undefined || v === '' || v === 'nan' ? null : Number(v));
const bool = (v: string | undefined) => (v === 'True' ? true : v === 'False' ? false : null);
const text = (v: string | undefined) => (v === undefined || v === '' ? null : v);

/** A row of that repo's CSV back in DefiLlama's /pools column names and types. */
function toPool(r: Row): DefiLlamaPool {
  return {
    chain: r.chain ?? '',
    project: r.protocol ?? '',
    symbol: r.asset ?? '',
    tvlUsd: num(r.tvl_usd),
    apyBase: num(r.apy_base),
    apyReward: num(r.apy_reward),
    apy: num(r.apy_total),
    rewardTokens: parsePythonLiteral(r.rewardTokens) as string[] | null,
    pool: r.pool ?? '',
    apyPct1D: num(r.apy_change_1d),
    apyPct7D: num(r.apy_change_7d),
    apyPct30D: num(r.apy_change_30d),
    stablecoin: bool(r.is_stablecoin_flag) ?? false,
    ilRisk: text(r.il_risk),
    exposure: text(r.token_exposure),
    predictions: parsePythonLiteral(r.predictions) as DefiLlamaPool['predictions'],
    poolMeta: text(r.poolMeta),
    mu: num(r.mu),
    sigma: num(r.sigma),
    count: num(r.count),
    outlier: bool(r.outlier),
    underlyingTokens: parsePythonLiteral(r.underlyingTokens) as string[] | null,
    il7d: num(r.il7d),
    apyBase7d: num(r.apyBase7d),
    apyMean30d: num(r.apy_30d_avg),
    volumeUsd1d: num(r.volumeUsd1d),
    volumeUsd7d: num(r.volumeUsd7d),
    apyBaseInception: num(r.apyBaseInception),
  };
}

const isoUtc = (t: string) => `${t.replace(/(\.\d{3})\d*$/, '$1').replace(/Z$/, '')}Z`;

// --- 1. the 2026-03-04 snapshot -------------------------------------------------------------------------------
const snapDir = join(shared, 'defillama_pools_snapshot/briacsck_stablecoin_lending');
const latest = parseCsv(readFileSync(join(snapDir, 'defi_yields_latest.csv'), 'utf8'));
const capturedAt = isoUtc(latest[0]?.timestamp ?? '');
const pools = latest.map(toPool);
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'history'), { recursive: true });
writeFileSync(
  join(out, 'pools-snapshot.json'),
  `${JSON.stringify({ status: 'success', capturedAt, data: pools })}\n`,
);

// --- 2. histories -------------------------------------------------------------------------------------------
/** Points as [unix seconds, apy, apyBase, apyReward, tvlUsd]: compact, one array per day. */
type Point = [number, number | null, number | null, number | null, number | null];
type Series = { series: string; source: string; poolId: string | null; points: Point[] };
const index: Record<string, string[]> = {};
const addKey = (key: string, file: string) => {
  index[key] = [...(index[key] ?? []), file];
};
function writeSeries(file: string, s: Series, keys: string[]) {
  s.points.sort((a, b) => a[0] - b[0]);
  writeFileSync(join(out, 'history', file), `${JSON.stringify(s)}\n`);
  for (const k of new Set(keys)) addKey(k, file);
}
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

// 2a. repeated /pools captures 2026-02-16 … 2026-03-02 plus the 03-04 snapshot: last sample per day, per pool.
const panel = parseCsv(readFileSync(join(snapDir, 'panel_latest.csv'), 'utf8'));
const byPool = new Map<string, Map<string, Row>>();
for (const r of [...panel, ...latest]) {
  const day = (r.timestamp ?? '').slice(0, 10);
  const days = byPool.get(r.pool ?? '') ?? new Map<string, Row>();
  const prev = days.get(day);
  if (!prev || (prev.timestamp ?? '') < (r.timestamp ?? '')) days.set(day, r);
  byPool.set(r.pool ?? '', days);
}
const allCaptureRows = [...panel, ...latest];
for (const [poolId, days] of byPool) {
  const points: Point[] = [...days.values()].map((r) => [
    seconds(isoUtc(r.timestamp ?? '')),
    num(r.apy_total),
    num(r.apy_base),
    num(r.apy_reward),
    num(r.tvl_usd),
  ]);
  writeSeries(
    `capture-${poolId}.json`,
    { series: `capture:${poolId}`, source: 'panel_latest.csv', poolId, points },
    [poolId],
  );
}

/**
 * The daily_old files are named project_SYMBOL_Chain without a pool id. Match them to a captured pool of the same
 * project, chain and symbol in its main market (no poolMeta); where two remain (native and bridged USDC), keep the
 * one whose underlying token is the registry's address for that symbol. No match → only the series key.
 */
function matchPoolId(project: string, symbol: string, chain: string): string | null {
  const candidates = new Map<string, Row>();
  for (const r of allCaptureRows) {
    if (r.protocol === project && r.chain === chain && r.asset?.toUpperCase() === symbol && !r.poolMeta) {
      candidates.set(r.pool ?? '', r);
    }
  }
  if (candidates.size === 1) return [...candidates.keys()][0] ?? null;
  const chainId = chainIdForLlamaChain(chain);
  const registry = chainId ? getTokenAddress(symbol, chainId)?.toLowerCase() : undefined;
  if (!registry) return null;
  const hits = [...candidates.values()].filter((r) =>
    (r.underlyingTokens ?? '').toLowerCase().includes(registry),
  );
  return hits.length === 1 ? (hits[0]?.pool ?? null) : null;
}

const chartDir = join(shared, 'defillama_chart_history');
for (const f of readdirSync(join(chartDir, 'daily_old')).filter((n) => n.endsWith('.csv'))) {
  const [project = '', symbol = '', chain = ''] = f.replace(/\.csv$/, '').split('_');
  const rows = parseCsv(readFileSync(join(chartDir, 'daily_old', f), 'utf8'));
  const poolId = matchPoolId(project, symbol, chain);
  const points: Point[] = rows.map((r) => [
    seconds(`${r.date}T00:00:00Z`),
    num(r.apy),
    num(r.apy_base),
    num(r.apy_reward),
    num(r.tvl),
  ]);
  const series = `series:${project}:${chain}:${symbol}`;
  writeSeries(
    `daily-${project}-${chain}-${symbol}.json`,
    { series, source: `daily_old/${f}`, poolId, points },
    [series, ...(poolId ? [poolId] : [])],
  );
}

type VaultId = { pool_id: string; chain: string; project: string; symbol: string; contract_address: string };
const vaultIds = JSON.parse(readFileSync(join(chartDir, 'morpho_vaults_pool_ids.json'), 'utf8')) as VaultId[];
for (const f of readdirSync(join(chartDir, 'raw_chart')).filter((n) => n.endsWith('.csv'))) {
  const name = f.replace(/\.csv$/, '');
  // Files without a chain in their name (morpho-blue_APRUSDC) are ambiguous between chains: skipped.
  const entry = vaultIds.find((v) => `${v.project}_${v.chain}_${v.symbol}` === name);
  if (!entry) continue;
  const rows = parseCsv(readFileSync(join(chartDir, 'raw_chart', f), 'utf8'));
  const points: Point[] = rows.map((r) => [
    seconds(r.timestamp ?? ''),
    num(r.apy),
    num(r.apyBase),
    num(r.apyReward),
    num(r.tvlUsd),
  ]);
  const chainId = chainIdForLlamaChain(entry.chain);
  const address = /^0x[0-9a-fA-F]{40}$/.test(entry.contract_address)
    ? entry.contract_address.toLowerCase()
    : null;
  const series = `series:${entry.project}:${entry.chain}:${entry.symbol}`;
  writeSeries(
    `chart-${entry.pool_id}.json`,
    { series, source: `raw_chart/${f}`, poolId: entry.pool_id, points },
    [entry.pool_id, series, ...(address && chainId ? [`addr:${chainId}:${address}`] : [])],
  );
}

writeFileSync(join(out, 'history-index.json'), `${JSON.stringify(index, null, 1)}\n`);
console.log(`pools: ${pools.length} captured ${capturedAt}; history keys: ${Object.keys(index).length}`);

// --- 3. recordings for the mainnet adapters' tests -------------------------------------------------------------
const fixtures = resolve(import.meta.dirname, '../tests/fixtures');
mkdirSync(join(fixtures, 'defillama'), { recursive: true });
mkdirSync(join(fixtures, 'morpho'), { recursive: true });
// The verbatim /pools response (5 rows, every column), replayed as-is by the live DefiLlama adapter's test.
writeFileSync(
  join(fixtures, 'defillama/pools-verbatim.json'),
  readFileSync(join(shared, 'defillama_pools_snapshot/aujl_stablecoin_quant/defillama_pools.json')),
);
// No real Morpho `vaults` response is available; this one is rebuilt in the shape of the Morpho GraphQL API's
// `vaults` query from the real DefiLlama chart histories of the Ethereum Morpho vaults with a known contract: last
// sample's APY and TVL.
const items = vaultIds
  .filter((v) => v.chain === 'Ethereum' && /^0x[0-9a-fA-F]{40}$/.test(v.contract_address))
  .flatMap((v) => {
    const file = join(chartDir, 'raw_chart', `${v.project}_${v.chain}_${v.symbol}.csv`);
    const rows = parseCsv(readFileSync(file, 'utf8'));
    const last = rows[rows.length - 1];
    if (!last) return [];
    return [
      {
        address: v.contract_address,
        name: v.symbol,
        symbol: v.symbol,
        chain: { id: 1 },
        asset: { symbol: v.symbol.includes('USDT') ? 'USDT' : 'USDC' },
        state: {
          totalAssetsUsd: num(last.tvlUsd),
          apy: (num(last.apyBase) ?? 0) / 100,
          netApy: (num(last.apy) ?? 0) / 100,
        },
      },
    ];
  })
  .sort((a, b) => (b.state.totalAssetsUsd ?? 0) - (a.state.totalAssetsUsd ?? 0));
writeFileSync(
  join(fixtures, 'morpho/vaults-response.json'),
  `${JSON.stringify({ data: { vaults: { items } } }, null, 1)}\n`,
);
console.log(`morpho recording: ${items.length} vaults`);
