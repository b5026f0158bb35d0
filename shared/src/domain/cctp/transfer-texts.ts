// What the user reads at each step of a CCTP transfer (the failures' texts are TRANSFER_ERRORS in
// transfer-validation.ts, shared with the form's checks). Only the transfer machine speaks them.
import { getChainName } from '../chains/chains';
import type { TransferModeType } from './fees';

/** How each way of transferring is named on the form and in the history. */
export const TRANSFER_MODE_NAMES: Record<TransferModeType, string> = {
  standard: 'Standard',
  fast: 'Fast',
  forwarded: 'Delivered for you',
};

export const TRANSFER_TEXTS = {
  approving: 'Approving USDC...',
  confirmApproval: 'Confirm the approval in your wallet',
  confirmBurn: 'Confirm the burn in your wallet',
  confirmMint: 'Confirm the mint in your wallet',
  preparingMint: 'Preparing the mint',
  waitingStep: "Waiting for Circle's attestation",
  waiting: "Waiting for Circle's attestation...",
  received: 'Attestation received',
  receivedAgain: 'Attestation received (re-attested)',
  loaded: 'Attestation loaded',
  minted: 'USDC minted',
  expired: 'Attestation Expired. Requesting a new attestation...',
  reattestRequested: 'Re-attestation requested from Circle...',
  reattesting: 'Re-attesting (the fast attestation expired)',
  allowanceOk: 'Allowance already sufficient',
  mintRetryPrompt: 'Ready to retry minting. Click "Complete Transfer Manually" to sign the mint again.',
  approved: (amount: string) => `Approved ${amount} USDC`,
  burning: (amount: string, chainId: number) => `Burning ${amount} USDC on ${getChainName(chainId)}...`,
  burned: (amount: string) => `Burned ${amount} USDC`,
  burnedWaiting: (amount: string, chainId: number) =>
    `Burned ${amount} USDC on ${getChainName(chainId)}. Waiting for Circle's attestation...`,
  switchWallet: (chainId: number) => `Switch your wallet to ${getChainName(chainId)}`,
  switchToMint: (chainId: number) => `Switch to ${getChainName(chainId)} to mint your USDC.`,
  attestedSwitch: (chainId: number) =>
    `Attestation received. Switch to ${getChainName(chainId)} to mint your USDC.`,
  onChain: (chainId: number) => `On ${getChainName(chainId)}`,
  minting: (chainId: number) => `Minting USDC on ${getChainName(chainId)}...`,
  completed: (chainId: number) => `Transfer complete! USDC has been minted on ${getChainName(chainId)}.`,
  forwarding: (chainId: number) =>
    `Attestation received. Circle is minting your USDC on ${getChainName(chainId)}...`,
  forwardingStep: (chainId: number) => `Circle's Forwarding Service is minting on ${getChainName(chainId)}`,
  forwardedStep: "Minted by Circle's Forwarding Service",
  forwardFailed: (reason: string, chainId: number) =>
    `${reason}. Your USDC is safe: mint it yourself on ${getChainName(chainId)} with "Complete Transfer Manually".`,
} as const;
