/**
 * The headers of one server's HTML pages, cached per page, config.json and remotes.json version (the CSP is
 * generated from them, page-headers.ts). It remembers the remote origins of every remotes.json served since start:
 * a page open before a rollback re-reads remotes.json on Retry and must be allowed to load the version it rolls
 * back to.
 */
import type { Cached, FileStore } from './file-store';
import { type Framing, pageHeaders, remoteOrigins } from './page-headers';

/** Remote origins remembered for rollbacks (a few per remote over a server's life). */
const MAX_FORMER_REMOTES = 64;

function parseJson(body: Buffer | undefined): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export type PageHeaderCache = {
  headersFor(page: Cached): Promise<Record<string, string>>;
  /** Notes the remotes.json served now (at start, before the first page). */
  rememberServedRemotes(): Promise<void>;
};

export function pageHeaderCache(files: FileStore, framing: Framing): PageHeaderCache {
  const formerRemotes = new Set<string>();
  const remember = (remotesJson: unknown) => {
    for (const o of remoteOrigins(remotesJson))
      if (formerRemotes.size < MAX_FORMER_REMOTES) formerRemotes.add(o);
  };
  const cache = new Map<string, Record<string, string>>();
  return {
    async headersFor(page) {
      const [config, remotes] = await Promise.all([files.load('/config.json'), files.load('/remotes.json')]);
      const remotesJson = parseJson(remotes?.file.body);
      const before = formerRemotes.size;
      remember(remotesJson);
      const key = `${page.etag}|${config?.file.etag}|${remotes?.file.etag}|${formerRemotes.size}`;
      let headers = formerRemotes.size === before ? cache.get(key) : undefined;
      if (!headers) {
        headers = pageHeaders(framing, {
          html: page.body,
          config: parseJson(config?.file.body),
          remotes: remotesJson,
          formerRemoteOrigins: [...formerRemotes],
        });
        if (cache.size > 64) cache.clear();
        cache.set(key, headers);
      }
      return headers;
    },
    async rememberServedRemotes() {
      remember(parseJson((await files.load('/remotes.json'))?.file.body));
    },
  };
}
