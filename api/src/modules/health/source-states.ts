// Whether each outside data source (DefiLlama, Morpho's API, the chains) answered the last time it was asked, and
// the one log line an operator needs when that changes. A source that stays down is logged once, with its host and
// what Fin shows instead, not at every build or page view; it is logged again when it answers again.
import type { DependencyCheck } from '@fin/shared/schemas/health';
import type { Logger } from 'pino';

type SourceState = {
  /** 'yields: defillama', 'morpho vaults', … */
  name: string;
  /** Where the data comes from: a host name, or what stands for one ('the six chains' RPCs'). */
  host: string;
  ok: boolean;
  /** On success what it gave ('125 pools'); on failure why and what is shown instead. */
  detail: string;
};

/** The host of a URL, or the URL itself when it does not parse (it is only ever shown). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export class SourceStates {
  readonly #states = new Map<string, SourceState>();

  constructor(private readonly logger: Logger) {}

  answered(name: string, host: string, detail: string): void {
    const before = this.#states.get(name);
    this.#states.set(name, { name, host, ok: true, detail });
    if (before && !before.ok) this.logger.info({ source: name, host }, `${name} (${host}) answers again`);
  }

  /** `fallback`: what is shown instead ('its last good data from …', 'nothing: its pools are left out'). */
  failed(name: string, host: string, reason: string, fallback: string): void {
    const before = this.#states.get(name);
    this.#states.set(name, { name, host, ok: false, detail: `${reason}; showing ${fallback}` });
    if (before && !before.ok) return;
    this.logger.warn(
      { source: name, host, reason },
      `${name} (${host}) did not answer: ${reason}; showing ${fallback}`,
    );
  }

  /** Every source asked so far, for readiness. */
  checks(): DependencyCheck[] {
    return [...this.#states.values()].map((s) => ({
      name: `${s.name} (${s.host})`,
      ok: s.ok,
      detail: s.detail,
    }));
  }
}
