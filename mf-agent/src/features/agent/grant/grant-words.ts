// A grant in the user's words: what the agent may do, until when, how much a day, and what it can never do.
import { getChain } from '@fin/shared/domain/chains/chains';
import { type GrantVenueKind, VENUE_CALLS } from '@fin/shared/domain/grant/venues';
import { formatUnits } from 'viem';

export const NEVER_WORDS =
  'It can never send money anywhere but your own account and these pools: every deposit, withdrawal and burn names you as the owner or recipient, and the chain refuses anything else.';

export function usdcText(units: string | bigint): string {
  return `${Number(formatUnits(BigInt(units), 6)).toLocaleString('en-US', { maximumFractionDigits: 2 })} USDC`;
}

export function dateText(seconds: number): string {
  const at = new Date(seconds * 1000).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${at} UTC`;
}

export function networkName(chainId: number): string {
  return getChain(chainId)?.name ?? `network ${chainId}`;
}

export function venueWords(kind: string): string {
  return VENUE_CALLS[kind as GrantVenueKind]?.words ?? '';
}
