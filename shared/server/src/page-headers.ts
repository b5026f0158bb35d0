/**
 * Headers for the HTML pages, the Content-Security-Policy first. It is generated for each deployment from what the
 * page will load, read from its own remotes.json and config.json: scripts from this origin and the remotes' origins
 * only (the page's two inline scripts by their hashes, never 'unsafe-inline'), and network calls only to this
 * origin, the remotes, the API, the chains' RPCs and the attestation service. So an injected script can neither run
 * nor send a wallet's data anywhere else.
 *
 * A page that can be framed by any site can be click-jacked (a wallet prompt under an invisible button), so pages
 * refuse every frame except the embed page, whose whole purpose is to be framed by partner sites. The referrer
 * policy keeps wallet addresses in our URLs (/portfolio?address=…) from leaking to the sites our links open.
 */
import { createHash } from 'node:crypto';

export type Framing = 'none' | 'any' | readonly string[];

/** What the page loads, as this server will serve it. */
export type PageSources = {
  /** The page itself: its inline scripts are allowed by hash. */
  html: Buffer;
  /** The served config.json (runtime config), parsed; undefined when there is none or it is not JSON. */
  config: unknown;
  /** The served remotes.json (remote name → manifest URL), parsed; undefined for a remote's own page. */
  remotes: unknown;
  /**
   * Remote origins of remotes.json versions served earlier: an open page's Retry re-reads remotes.json, and a
   * rollback to an earlier version must be able to load (see static-server.ts).
   */
  formerRemoteOrigins?: readonly string[];
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The origin of an absolute http(s) URL, or undefined (relative URLs are this origin: 'self'). */
function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

export function remoteOrigins(remotes: unknown): string[] {
  if (!isObject(remotes)) return [];
  return Object.values(remotes).flatMap((url) => originOf(url) ?? []);
}

/** The API, each chain's RPC and the attestation service named by config.json. */
function serviceOrigins(config: unknown): string[] {
  if (!isObject(config)) return [];
  const chains = Array.isArray(config.chains) ? config.chains : [];
  return [
    originOf(config.apiBaseUrl),
    originOf(config.attestationUrl),
    ...chains.map((c) => originOf(isObject(c) ? c.rpcUrl : undefined)),
  ].flatMap((o) => o ?? []);
}

function inlineScriptHashes(html: Buffer): string[] {
  const text = html.toString('utf8');
  const hashes: string[] = [];
  for (const m of text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const list = (...parts: string[]) => [...new Set(parts)].join(' ');

export function contentSecurityPolicy(framing: Framing, sources: PageSources): string {
  const ancestors = framing === 'none' ? "'none'" : framing === 'any' ? '*' : framing.join(' ');
  const remotes = [...remoteOrigins(sources.remotes), ...(sources.formerRemoteOrigins ?? [])];
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remotes, ...inlineScriptHashes(sources.html))}`,
    `connect-src ${list("'self'", ...remotes, ...serviceOrigins(sources.config))}`,
    // Styles and fonts come with the remotes' builds; React's style props need no 'unsafe-inline', but the UI
    // kit's <style> elements do, and a style cannot send data or run code.
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    // Protocol and token logos may come from any https host; an image cannot run code.
    `img-src ${list("'self'", 'data:', 'https:', ...remotes)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

export function pageHeaders(framing: Framing, sources: PageSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(framing, sources),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors; a framed embed page needs no X-Frame-Options at all.
    ...(framing === 'none' ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
