// The yields list is the hottest response: it is serialized, hashed and gzipped once per cached version and then
// served as bytes. Clients revalidate with If-None-Match and get a bodiless 304 while the data is unchanged.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SwrResult } from '../../cache/swr';
import type { YieldsList } from './service';

export type EncodedList = { etag: string; json: Buffer; gzip: Buffer };

export class YieldsResponseCache {
  #storedAt = -1;
  #variants = new Map<boolean, EncodedList>();

  encode(result: SwrResult<YieldsList>): EncodedList {
    if (result.storedAt !== this.#storedAt) {
      this.#storedAt = result.storedAt;
      this.#variants = new Map();
    }
    let encoded = this.#variants.get(result.cached);
    if (!encoded) {
      const json = Buffer.from(JSON.stringify({ success: true, ...result.value, cached: result.cached }));
      // Weak: both variants (cached true/false) carry the same data, so they share one validator.
      const hash = createHash('sha1').update(JSON.stringify(result.value)).digest('base64url').slice(0, 20);
      encoded = { etag: `W/"${hash}"`, json, gzip: gzipSync(json, { level: 6 }) };
      this.#variants.set(result.cached, encoded);
    }
    return encoded;
  }
}

/**
 * If-None-Match against our ETag with the weak comparison of RFC 9110 §13.1.2. Done here rather than with
 * req.fresh, which answers 200 whenever the request says Cache-Control: no-cache — and fetch() adds exactly that
 * to every request carrying its own If-None-Match.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}
