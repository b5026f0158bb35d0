// Liveness and readiness. Readiness checks every dependency with a short deadline: the database (required), each
// chain's RPC and each data source (reported; a failure there degrades but does not stop the service).

import { withDeadline } from '@fin/shared/api/deadline';
import { attestationClient } from '@fin/shared/domain/cctp/attestation-client';
import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import type { DependencyCheck, ReadyResponse } from '@fin/shared/schemas/health';
import type { ChainReader } from '../../chains/chain-reader';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { Database } from '../../db/client';
import { hostOf } from './source-states';

/**
 * Readiness gives each dependency the same deadline the reads give it (RPC_TIMEOUT_MS): a chain that answers
 * portfolio reads in 5 s is slow, not down, and must not be reported as failed. A chain the circuit breaker is
 * skipping is reported at once.
 */
const DEFAULT_CHECK_TIMEOUT_MS = 8000;
const DATABASE_CHECK_TIMEOUT_MS = 2000;

async function timed<T>(
  work: () => Promise<T>,
  timeoutMs: number,
): Promise<{ ok: true; value: T; ms: number } | { ok: false; error: string; ms: number }> {
  const start = performance.now();
  try {
    const value = await withDeadline(timeoutMs, 'the check', work);
    return { ok: true, value, ms: Math.round(performance.now() - start) };
  } catch (err) {
    return {
      ok: false,
      error: (err as Error).message.split('\n')[0] ?? 'failed',
      ms: Math.round(performance.now() - start),
    };
  }
}

/** Each data source reports its own state (last refresh result) without a network call of its own. */
export type SourceCheck = () => Promise<DependencyCheck[]>;

export class HealthService {
  readonly #startedAt = Date.now();
  #draining = false;

  constructor(
    private readonly deps: {
      profile: 'devnet' | 'mainnet';
      database: Database;
      chains: ChainReader;
      rpc: RpcDirectory;
      sourceChecks: SourceCheck[];
      fetch?: typeof fetch;
      checkTimeoutMs?: number;
    },
  ) {}

  get #timeoutMs(): number {
    return this.deps.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  }

  health() {
    return {
      status: 'ok' as const,
      service: 'fin-api' as const,
      profile: this.deps.profile,
      uptimeSeconds: Math.round((Date.now() - this.#startedAt) / 1000),
    };
  }

  /** From now on readiness says no: the instance is shutting down and takes no new work. */
  drain(): void {
    this.#draining = true;
  }

  async ready(): Promise<ReadyResponse> {
    const [db, chains, sources, attestation] = await Promise.all([
      // The database is local: a ping that takes seconds means it is gone, whatever the chains' deadline.
      timed(() => this.deps.database.ping(), DATABASE_CHECK_TIMEOUT_MS),
      Promise.all(
        PORTFOLIO_CHAIN_IDS.map(async (chainId) => ({
          chainId,
          r: await timed(() => this.deps.chains.blockNumber(chainId), this.#timeoutMs),
        })),
      ),
      Promise.all(this.deps.sourceChecks.map((check) => check())).then((lists) => lists.flat()),
      this.#attestationCheck(),
    ]);
    const database: DependencyCheck = {
      name: `database (${this.deps.database.kind})`,
      ok: db.ok,
      latencyMs: db.ms,
      ...(db.ok ? {} : { detail: db.error }),
    };
    const chainChecks = chains.map(({ chainId, r }) => ({
      name: getChainName(chainId),
      chainId,
      ok: r.ok,
      latencyMs: r.ms,
      ...(r.ok ? { blockNumber: r.value.toString() } : { detail: r.error }),
    }));
    const allSources = [
      ...sources,
      ...(attestation ? [attestation] : []),
      ...(this.#draining ? [{ name: 'this instance', ok: false, detail: 'draining: shutting down' }] : []),
    ];
    const degraded = chainChecks.some((c) => !c.ok) || allSources.some((s) => !s.ok);
    return {
      status: !database.ok || this.#draining ? 'not_ready' : degraded ? 'degraded' : 'ready',
      database,
      chains: chainChecks,
      sources: allSources,
    };
  }

  async #attestationCheck(): Promise<DependencyCheck | undefined> {
    const base = this.deps.rpc.attestationUrl();
    if (!base) return { name: 'attestation service', ok: false, detail: 'no URL configured' };
    const name = `attestation service (${hostOf(base)})`;
    const service = attestationClient({
      baseUrl: base,
      timeoutMs: this.#timeoutMs,
      ...(this.deps.fetch ? { fetch: this.deps.fetch } : {}),
    });
    const r = await timed(() => service.ping(), this.#timeoutMs);
    return { name, ok: r.ok, latencyMs: r.ms, ...(r.ok ? {} : { detail: r.error }) };
  }
}
