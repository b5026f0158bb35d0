// Source 1: the DefiLlama /pools capture of 2026-03-04 converted into api/data (see api/data/SOURCE.md). Its rows
// keep their capture time as lastUpdated and the capture date is reported as the data's "as of".
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type DefiLlamaPool, defiLlamaPoolToDraft } from '@fin/shared/domain/yields/defillama';
import type { SourceData, YieldSource } from './source';

const DEFAULT_CAPTURE_FILE = resolve(import.meta.dirname, '../../../data/defillama/pools-snapshot.json');

type CaptureFile = { status: string; capturedAt: string; data: DefiLlamaPool[] };

export class CaptureYieldSource implements YieldSource {
  readonly name = 'defillama-capture';
  readonly dataSource = 'defillama-capture' as const;
  readonly host = 'the bundled capture file';
  #loaded: Promise<SourceData> | undefined;

  constructor(private readonly file: string = DEFAULT_CAPTURE_FILE) {}

  fetch(): Promise<SourceData> {
    this.#loaded ??= this.#load().catch((err) => {
      this.#loaded = undefined;
      throw err;
    });
    return this.#loaded;
  }

  async #load(): Promise<SourceData> {
    const capture = JSON.parse(await readFile(this.file, 'utf8')) as CaptureFile;
    const drafts = capture.data.flatMap((pool) => {
      const draft = defiLlamaPoolToDraft(pool, {
        dataSource: this.dataSource,
        lastUpdated: capture.capturedAt,
      });
      return draft ? [draft] : [];
    });
    return { drafts, asOf: capture.capturedAt };
  }
}
