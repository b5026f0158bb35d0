// Which webhook addresses a mainnet server may post to: https, and never this machine or a private network — not
// by name, by address literal in any spelling, or by a name that resolves to one. The check runs when the channel
// is saved and again inside every delivery's connection: the lookup that hands the socket its address refuses a
// private answer, so the address connected to is the address checked (a second DNS answer cannot slip in).
import { lookup as systemLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './webhook-address';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (the system resolver; tests give a stand-in that never reaches out). */
export type WebhookResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: WebhookResolver = (host) => systemLookup(host, { all: true, verbatim: true });

/** A webhook the mainnet refuses; `reason` completes "the webhook URL …" (the centre, the API's answer). */
export class WebhookRefused extends Error {
  constructor(readonly reason: string) {
    super(`the webhook URL ${reason}`);
  }
}

const PRIVATE = 'must be a public address, not this machine or a private network';

/**
 * The URL's host as the connection will use it: the URL parser has already rewritten IPv4 in decimal, hex, octal
 * or short form as a dotted quad and IPv6 in its compressed form; brackets and a trailing dot are dropped.
 */
function hostOf(u: URL): string {
  const host = u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname;
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** Names that only mean something on this machine or inside a private network. */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa'];

function nameProblem(host: string): string | undefined {
  if (host === '' || host.split('.').some((label) => label === ''))
    return 'must name a host (an empty label, as in "a..b", is not one)';
  if (PRIVATE_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) return PRIVATE;
  // A single label is completed by the resolver's search domains, i.e. inside the server's own network.
  if (!host.includes('.'))
    return 'must be a full domain name (a single label like "intranet" is a local name)';
  return undefined;
}

/** Why this URL may not be a webhook on a public server, or undefined when it may (no DNS: see publicHost). */
export function publicWebhookProblem(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'must be a URL';
  }
  if (u.protocol !== 'https:') return 'must be an https:// URL';
  const host = hostOf(u);
  if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : PRIVATE;
  return nameProblem(host);
}

/** The host's addresses when every one is public; refuses (WebhookRefused) when any is not, or there is none. */
async function publicAddresses(host: string, resolve: WebhookResolver): Promise<ResolvedAddress[]> {
  if (isIP(host) !== 0) {
    if (!isPublicAddress(host)) throw new WebhookRefused(PRIVATE);
    return [{ address: host, family: isIP(host) }];
  }
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(host);
  } catch (err) {
    throw new WebhookRefused(`must name a host that resolves: ${host} did not (${(err as Error).message})`);
  }
  if (answers.length === 0)
    throw new WebhookRefused(`must name a host that resolves: ${host} has no address`);
  const inside = answers.find((a) => !isPublicAddress(a.address));
  if (inside)
    throw new WebhookRefused(
      `must not lead to this machine or a private network: ${host} resolves to ${inside.address}`,
    );
  return answers;
}

/** Save time: the URL's own problem, else whether its host resolves to public addresses only. */
export async function publicWebhookRefusal(
  url: string,
  resolve: WebhookResolver,
): Promise<string | undefined> {
  const problem = publicWebhookProblem(url);
  if (problem) return problem;
  try {
    await publicAddresses(hostOf(new URL(url)), resolve);
    return undefined;
  } catch (err) {
    if (err instanceof WebhookRefused) return err.reason;
    throw err;
  }
}

/**
 * The lookup a delivery's socket uses: it resolves the name, refuses the connection when any answer is not public,
 * and hands the socket exactly the answers it checked (both the one-answer and `all` forms Node asks for).
 */
export function publicLookup(resolve: WebhookResolver): LookupFunction {
  return (hostname, options, callback) => {
    publicAddresses(hostname.endsWith('.') ? hostname.slice(0, -1) : hostname, resolve).then(
      (answers) => {
        if ((options as { all?: boolean }).all)
          (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, answers);
        else {
          const [first] = answers as [ResolvedAddress];
          callback(null, first.address, first.family);
        }
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** Before a mainnet delivery connects: the URL's problem as a refusal (a literal is connected to without lookup). */
export function assertPublicWebhook(url: string): void {
  const problem = publicWebhookProblem(url);
  if (problem) throw new WebhookRefused(problem);
}
