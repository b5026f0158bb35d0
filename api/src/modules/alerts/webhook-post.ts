// A webhook POST. On mainnet to an address already checked (webhook-target.ts): the connection goes to that address
// while the URL keeps its name for the Host header and TLS (SNI and the certificate's name), so a name whose DNS
// answer changes between the check and the connection (DNS rebinding) cannot turn the delivery to a private
// address. An https receiver must present a certificate from an authority Node trusts, or one listed in
// ALERT_WEBHOOK_CA_FILE; otherwise the delivery fails saying why.
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

export type WebhookPost = {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Mainnet: the address checked, connected to instead of resolving the name again. */
  to?: CheckedAddress | undefined;
  /** Certificate authorities an https receiver may be signed by; Node's public ones when absent. */
  ca?: readonly string[] | undefined;
};

/** TLS refusals by Node's error code, in words for the centre (the receiver's owner can fix these). */
const TLS_REFUSALS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN:
    'its certificate chain ends in a self-signed authority this server does not trust',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is signed by an authority this server does not know',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is signed by an authority this server does not know',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is not valid for this host name',
};

/** Why a webhook could not be reached, in words; a refused certificate says which and what to do. */
export function webhookFailure(err: unknown): string {
  const code = (err as { code?: string }).code ?? '';
  const tls = TLS_REFUSALS[code];
  if (tls)
    return `the webhook's HTTPS certificate is not trusted: ${tls} (give the receiver a certificate from a public authority)`;
  return `the webhook could not be reached (${(err as Error).message})`;
}

/**
 * Posts `body` to `url` (over a connection to `to` when given); resolves with the HTTP status (the answer's body is
 * dropped). Redirects are not followed.
 */
export function postWebhook(url: string, { headers, body, timeoutMs, to, ca }: WebhookPost): Promise<number> {
  const u = new URL(url);
  const send = u.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      u,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(to ? { lookup: pinnedLookup(to) } : {}),
        ...(ca ? { ca: [...ca] } : {}),
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
