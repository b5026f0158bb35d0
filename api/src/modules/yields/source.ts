// What every yield source provides: drafts in Fin's shape, plus the data's own date when it is a capture.
import type { YieldDraft } from '@fin/shared/domain/yield-opportunity';
import type { YieldDataSource } from '@fin/shared/schemas/yields';

export type SourceData = { drafts: YieldDraft[]; asOf?: string };

export interface YieldSource {
  /** Status name shown in the response and readiness report. */
  readonly name: string;
  readonly dataSource: YieldDataSource;
  fetch(signal: AbortSignal): Promise<SourceData>;
}
