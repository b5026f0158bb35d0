// A webhook POST to an address already checked (webhook-target.ts): the connection goes to that address while the
// URL keeps its name for the Host header and TLS (SNI and the certificate's name), so a name whose DNS answer
// changes between the check and the connection (DNS rebinding) cannot turn the delivery to a private address.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './webhook-target';

/** A lookup that answers the checked address whatever name it is asked (both the one-answer and `all` forms). */
function pinnedLookup(to: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [to]);
    else callback(null, to.address, to.family);
  };
}

/** Posts `body` to `url` over a connection to `to`; resolves with the HTTP status (the answer's body is dropped). */
export function postToAddress(
  url: string,
  to: CheckedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const u = new URL(url);
  const send = u.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      u,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(to),
        // Never reuse a pooled socket that may have been opened to another address.
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
}
