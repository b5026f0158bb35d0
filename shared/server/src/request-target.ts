/**
 * What a request asks for, read defensively. Only the origin form (`/path?query`) names something on this server:
 * an absolute URL (`http://host/…`) or an authority (`host:port`) is how a client asks a forward proxy to go
 * elsewhere, and this server goes nowhere else. Percent-encoding that does not decode is a 400, never a throw.
 */

export type RequestTarget =
  | {
      ok: true;
      pathname: string;
      search: string /** Decoded pathname, for the file system. */;
      decoded: string;
    }
  | { ok: false; code: 'BAD_REQUEST_TARGET' | 'MALFORMED_URL'; message: string };

export function parseRequestTarget(raw: string | undefined): RequestTarget {
  const target = raw ?? '';
  if (!target.startsWith('/')) {
    return {
      ok: false,
      code: 'BAD_REQUEST_TARGET',
      message: 'Only paths on this server can be requested (no absolute URL or host:port)',
    };
  }
  const q = target.indexOf('?');
  const pathname = q < 0 ? target : target.slice(0, q);
  const search = q < 0 ? '' : target.slice(q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { ok: false, code: 'MALFORMED_URL', message: 'The URL contains malformed percent-encoding' };
  }
  if (decoded.includes('\0')) {
    return { ok: false, code: 'MALFORMED_URL', message: 'The URL contains a NUL character' };
  }
  return { ok: true, pathname, search, decoded };
}
