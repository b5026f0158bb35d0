// Query keys of what the transfer section alone reads (the attestation service's fees and allowance, a linked
// burn, the scan for unminted burns), from the one key factory: `transferKeys.all` refreshes them all.
import { queryKeys } from '@fin/shared/api/keys';

export const transferKeys = queryKeys('transfer', {
  fees: (sourceChainId: number, destinationChainId: number) => [sourceChainId, destinationChainId],
  fastAllowance: () => [],
  forwardingFee: (sourceChainId: number, destinationChainId: number) => [sourceChainId, destinationChainId],
  /** A burn opened from a shared transfer link. */
  link: (sourceChainId: number, txHash: string) => [sourceChainId, txHash.toLowerCase()],
  linkMint: (sourceChainId: number, txHash: string) => [sourceChainId, txHash.toLowerCase()],
  unminted: (wallet: string) => [wallet.toLowerCase()],
  /** How a recorded burn was sent, read from its receipt (a saved mode is checked once per tab). */
  burnMode: (sourceChainId: number, txHash: string) => [sourceChainId, txHash.toLowerCase()],
  /** Whether an unfinished record was minted elsewhere (the relayer, another browser). */
  mintedCheck: (sourceChainId: number, txHash: string) => [sourceChainId, txHash.toLowerCase()],
});
