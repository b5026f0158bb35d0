// A webhook POST. On mainnet the URL is checked first (a literal address is connected to as written) and a name is
// resolved by the checking lookup of webhook-target.ts, which hands the socket only the public addresses it checked,
// while the URL keeps its name for the Host header and TLS (SNI and the certificate's name): a name whose DNS answer
// changes (DNS rebinding) cannot turn the delivery to a private address. An https receiver must present a certificate from an authority Node trusts, or one listed in
// ALERT_WEBHOOK_CA_FILE; otherwise the delivery fails saying why.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { assertPublicWebhook, publicLookup, WebhookRefused, type WebhookResolver } from './webhook-target';

export type WebhookPost = {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Mainnet: how names are resolved; only public URLs and public answers are connected to. */
  publicOnly?: { resolve: WebhookResolver } | undefined;
  /** Tests: the lookup the socket uses (default: the system's, or the checking one when publicOnly). */
  lookup?: LookupFunction | undefined;
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
  if (err instanceof WebhookRefused) return err.message;
  const code = (err as { code?: string }).code ?? '';
  const tls = TLS_REFUSALS[code];
  if (tls)
    return `the webhook's HTTPS certificate is not trusted: ${tls} (give the receiver a certificate from a public authority)`;
  return `the webhook could not be reached (${(err as Error).message})`;
}

/**
 * Posts `body` to `url`; resolves with the HTTP status (the answer's body is dropped). Redirects are not followed.
 * With publicOnly, a URL or an answer that is not public rejects with WebhookRefused before any connection.
 */
export function postWebhook(url: string, post: WebhookPost): Promise<number> {
  const { headers, body, timeoutMs, publicOnly, ca } = post;
  try {
    if (publicOnly) assertPublicWebhook(url);
  } catch (err) {
    return Promise.reject(err);
  }
  const lookup = publicOnly ? publicLookup(publicOnly.resolve) : post.lookup;
  const u = new URL(url);
  const send = u.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      u,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(lookup ? { lookup } : {}),
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
