// A transaction's link for people: no viem here, so the screens that list past transactions (the optimizer's
// execution log) do not pull the wallet libraries in with them.
import { explorerTxUrl } from './chains';

export type TxLink = {
  /** Where the transaction can be looked at, when some public explorer has it. */
  href?: string;
  /** The text to show: the short hash, and on a devnet that no public explorer knows it. */
  text: string;
};

export const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-8)}`;

/**
 * A transaction's link. A devnet transaction exists only on this machine's chain, so a mainnet explorer link
 * would open a 'not found' page: it is shown as a devnet transaction without a link.
 */
export function transactionLink(chainId: number, hash: string, profile: 'devnet' | 'mainnet'): TxLink {
  if (profile === 'devnet')
    return { text: `Devnet transaction ${shortHash(hash)} (local chain, no public explorer)` };
  const href = explorerTxUrl(chainId, hash);
  return href ? { href, text: shortHash(hash) } : { text: shortHash(hash) };
}
