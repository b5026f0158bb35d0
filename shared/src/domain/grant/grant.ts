// What a user grants their agent, in the user's words, and the checks that refuse a grant before anything is
// signed. The page and the API run the same checks.
import { getChain } from '../chains/chains';
import { findGrantVenue, type GrantVenue } from './venues';

/** The user's grant as the form sends it: venues on one network, a daily cap, an end date and a call budget. */
export type GrantRequest = {
  chainId: number;
  /** Venue contract addresses (pools and CCTP's TokenMessengerV2) on that network. */
  venues: string[];
  /** Most USDC that may leave the account in one day, in USDC (a decimal string, e.g. "500"). */
  dailyCapUsdc: string;
  /** When the grant ends, in seconds since the epoch. */
  expiresAt: number;
  /** How many calls the agent may make through it in all (a move is two or three calls). */
  maxCalls: number;
};

export const GRANT_PERIOD_SECONDS = 86_400;
export const MAX_GRANT_CALLS = 1_000;
/** A grant runs a year at most: a forgotten grant should end by itself. */
export const MAX_GRANT_SECONDS = 366 * 86_400;

export type GrantCheck =
  | { ok: true; venues: GrantVenue[]; dailyCapUnits: bigint }
  | { ok: false; errors: string[] };

const USDC_AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

function capUnits(text: string): bigint | undefined {
  const t = text.trim();
  if (!USDC_AMOUNT.test(t)) return undefined;
  const [whole = '0', frac = ''] = t.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
}

function venueErrors(req: GrantRequest, venues: GrantVenue[]): string[] {
  if (req.venues.length === 0) return ['Choose at least one place the agent may put your money.'];
  const network = getChain(req.chainId)?.name ?? `network ${req.chainId}`;
  const unknown = req.venues.filter((a) => !findGrantVenue(req.chainId, a));
  if (unknown.length > 0)
    return [`Fin cannot deposit into ${unknown.join(', ')} on ${network}: choose from the pools listed.`];
  if (venues.length !== new Set(venues.map((v) => v.address)).size) return ['A venue is listed twice.'];
  return [];
}

/** Every reason the grant cannot be signed, in words; none when it can. */
export function checkGrant(req: GrantRequest, nowSeconds: number): GrantCheck {
  const errors: string[] = [];
  if (!getChain(req.chainId)) errors.push(`Fin does not know network ${req.chainId}.`);
  const venues = req.venues.flatMap((a) => findGrantVenue(req.chainId, a) ?? []);
  errors.push(...venueErrors(req, venues));
  const dailyCapUnits = capUnits(req.dailyCapUsdc);
  if (dailyCapUnits === undefined)
    errors.push('Write the daily limit as an amount of USDC, like 500 or 250.50.');
  else if (dailyCapUnits === 0n) errors.push('The daily limit must be more than 0 USDC.');
  if (!Number.isInteger(req.expiresAt) || req.expiresAt <= nowSeconds)
    errors.push('The end date has passed: choose a date in the future.');
  else if (req.expiresAt - nowSeconds > MAX_GRANT_SECONDS) errors.push('A grant can last a year at most.');
  if (!Number.isInteger(req.maxCalls) || req.maxCalls < 1)
    errors.push('Allow at least one call, or do not grant.');
  else if (req.maxCalls > MAX_GRANT_CALLS) errors.push(`Allow at most ${MAX_GRANT_CALLS} calls.`);
  if (errors.length > 0 || dailyCapUnits === undefined) return { ok: false, errors };
  return { ok: true, venues, dailyCapUnits };
}
