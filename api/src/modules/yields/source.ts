// What every yield source provides: drafts in Fin's shape, plus the data's own date when it is a capture.
import type { YieldDraft } from '@fin/shared/domain/yields/opportunity';
import type { YieldDataSource } from '@fin/shared/schemas/yields';

/** A pool's share price (or index) read at a chain time (unix seconds): what its realized APY is computed from. */
export type SharePriceReading = { market: string; sharePrice: number; chainTime: number };

/** A pool's identity that survives merging (the merged row may take the data provider's id). */
export const marketOf = (o: { chainId: number; poolAddress: string | null; asset: string }) =>
  `${o.chainId}:${(o.poolAddress ?? '').toLowerCase()}:${o.asset}`;

export type SourceData = { drafts: YieldDraft[]; asOf?: string; sharePrices?: SharePriceReading[] };

export interface YieldSource {
  /** Status name shown in the response and readiness report. */
  readonly name: string;
  readonly dataSource: YieldDataSource;
  /** Where its data comes from, for the operator (logs, readiness): a host name, or what stands for one. */
  readonly host?: string;
  fetch(signal: AbortSignal): Promise<SourceData>;
}
