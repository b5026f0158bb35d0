// Which webhook addresses a mainnet server may post to: https, and never this machine or a private network — not
// by name, by address literal, or by a name that resolves to one (checked again before every attempt, and the
// attempt goes to the address checked).
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

export type CheckedAddress = { address: string; family: 4 | 6 };

/**
 * Resolves the URL's host once and refuses it when any of its addresses is private (a name pointing inside);
 * answers the address that was checked, which the delivery then connects to (webhook-post.ts) instead of letting
 * the name be resolved again — a second answer could point inside (DNS rebinding).
 */
export async function resolvePublicWebhook(url: string): Promise<CheckedAddress> {
  const problem = publicWebhookProblem(url);
  if (problem) throw new Error(`the webhook URL ${problem}`);
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  if (literal !== 0) return { address: host, family: literal as 4 | 6 };
  const addresses = await lookup(host, { all: true });
  if (addresses.some((a) => isPrivateAddress(a.address)))
    throw new Error('the webhook URL resolves to a private or loopback address');
  const [first] = addresses;
  if (!first) throw new Error(`the webhook host ${host} has no address`);
  return { address: first.address, family: first.family as 4 | 6 };
}
