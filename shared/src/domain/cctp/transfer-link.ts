// The recovery link of a transfer: `/transfer/<source chain>/<burn tx>`, which anyone can open with or without a
// wallet (l3wi/CCTP-Bridge gives every transfer such a route; receiveMessage is permissionless, so any wallet can
// finish the mint and the USDC still goes to the recipient in the message).
import { CHAINS, getChain } from '../chains/chains';

export type TransferLink = { sourceChainId: number; txHash: `0x${string}` };

/** The link's path for a burn (null when the chain is not one Fin knows). */
export function transferLinkPath(sourceChainId: number, txHash: string): string | null {
  const chain = getChain(sourceChainId);
  return chain ? `/transfer/${chain.key}/${txHash.toLowerCase()}` : null;
}

/** Reads a link's two parts; a clear reason when either is not usable. */
export function parseTransferLink(
  chainKey: string,
  txHash: string,
): { ok: true; link: TransferLink } | { ok: false; error: string } {
  const chain = CHAINS.find((c) => c.key === chainKey.toLowerCase() || String(c.id) === chainKey);
  if (!chain) return { ok: false, error: `Fin does not know the chain "${chainKey}"` };
  if (!/^0x[0-9a-fA-F]{64}$/.test(txHash))
    return { ok: false, error: 'This is not a transaction hash (0x and 64 hexadecimal characters)' };
  return { ok: true, link: { sourceChainId: chain.id, txHash: txHash.toLowerCase() as `0x${string}` } };
}
