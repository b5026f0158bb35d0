// Which webhook addresses a mainnet server may post to: https, and never this machine or a private network — not
// by name, by address literal, or by a name that resolves to one (checked again before every attempt).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4)
    return /^(10\.|127\.|0\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)/.test(
      v4,
    );
  return isIP(ip) === 6 && /^(::1?$|f[cd]|fe[89ab])/i.test(ip);
}

/** Why this URL may not be a webhook on a public server, or undefined when it may. */
export function publicWebhookProblem(url: string): string | undefined {
  const u = new URL(url);
  if (u.protocol !== 'https:') return 'must be an https:// URL';
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))
    return 'must be a public address, not this machine or a private network';
  return undefined;
}

/** Resolves the URL's host and refuses it when any of its addresses is private (a name pointing inside). */
export async function assertPublicWebhook(url: string): Promise<void> {
  const problem = publicWebhookProblem(url);
  if (problem) throw new Error(`the webhook URL ${problem}`);
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return;
  const addresses = await lookup(host, { all: true });
  if (addresses.some((a) => isPrivateAddress(a.address)))
    throw new Error('the webhook URL resolves to a private or loopback address');
}
