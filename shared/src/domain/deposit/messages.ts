// Every line the deposit dialog shows, so the texts live in one place.
import { formatTokenAmount, shortenErrorMessage } from '../money/format';
import { getAsset } from '../money/tokens';
import { isUserRejectedError, NETWORK_SWITCH_CANCELLED } from '../wallet/network-switch';

export const DEPOSIT_TESTNET_WARNING = '⚠️ Please switch to mainnet. Testnet networks are not supported.';
export const DEPOSIT_CANCELLED = 'Transaction cancelled by user';
/** An error line clears after 5 s; after success the dialog clears and closes after 3 s, time enough to read it. */
export const DEPOSIT_ERROR_CLEAR_MS = 5000;
export const DEPOSIT_SUCCESS_CLOSE_MS = 3000;

export const integrationComingSoon = (protocol: string) => `${protocol} integration coming soon!`;
export const tokenNotConfigured = (asset: string, chain: string) =>
  `${asset} not yet configured for ${chain}`;
export const depositSwitchFailed = (chain: string) => `Failed to switch to ${chain}. Please switch manually.`;
export const switchingNetwork = (chain: string) => `Switching to ${chain}...`;
/**
 * An amount in a message, formatted as the portfolio shows the asset (2 decimals, 6 for 18-decimal tokens, grouped),
 * so 'Deposited 25,000.00 USDC' matches the row beside it instead of reading '25000'.
 */
export const messageAmount = (amount: string, asset: string) =>
  formatTokenAmount(amount, getAsset(asset)?.decimals ?? 6);
export const depositSucceeded = (amount: string, asset: string, protocol: string) =>
  `Deposited ${messageAmount(amount, asset)} ${asset} to ${protocol}`;
export const wrongNetworkWarning = (chain: string) =>
  `Your wallet is on another network. Deposit will ask it to switch to ${chain} first.`;

/** Footer line: where the money goes. */
export function depositFooter(protocol: string, integrated: boolean): string {
  return integrated ? `Direct deposit to the ${protocol} contract` : `${protocol} integration coming soon`;
}

/** A failed network switch: cancelled by the user, or the spec's "switch manually" advice. */
export function depositSwitchErrorText(error: unknown, chain: string): string {
  if (isUserRejectedError(error)) return NETWORK_SWITCH_CANCELLED;
  if (error instanceof Error && error.message === NETWORK_SWITCH_CANCELLED) return NETWORK_SWITCH_CANCELLED;
  return depositSwitchFailed(chain);
}

/** A failed approval or deposit: a rejection in the wallet reads as a cancellation, anything else as 'Error: …'. */
export function depositErrorText(error: unknown): string {
  if (isUserRejectedError(error)) return DEPOSIT_CANCELLED;
  return shortenErrorMessage(error);
}
