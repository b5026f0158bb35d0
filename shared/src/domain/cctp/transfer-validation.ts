// Checks the transfer form runs before anything is signed, and before a mint is sent.

import { getChain, getChainName } from '../chains/chains';
import { formatAmount, type ParsedAmount, parseAmount } from '../money/amount';
import { CCTP_MAX_BURN, USDC_DECIMALS } from './fees';

export const TRANSFER_ERRORS = {
  missingMintInput: 'Missing message or attestation',
  invalidAttestation: 'Invalid attestation format. Please retry the transfer.',
  attestationNotReady: 'Attestation not ready. Please wait and try again.',
  manualLoadMissing: 'Please provide both message and attestation',
  sameChain: 'Choose two different chains',
  overLimit: 'CCTP moves at most 10,000,000 USDC per burn',
  wrongChain: (chain: string) => `Please switch to ${chain} network first`,
  usdcNotConfigured: (chain: string) => `Error: USDC contract address not configured for ${chain}`,
  aboveBalance: (balance: string, chain: string) =>
    `Amount exceeds your USDC balance on ${chain} (${balance} USDC)`,
  approval: (m: string) => `Approval failed: ${m}`,
  burn: (m: string) => `Burn failed: ${m}`,
  mint: (m: string) => `Mint failed: ${m}`,
  decode: 'Failed to decode message from burn transaction',
  noMessageInLogs: 'Failed to find message in transaction logs',
  mintNotStarted: 'Failed to initiate mint transaction. Check console for details.',
  cancelled: 'Transaction cancelled by user',
  alreadyCompleted: 'This transfer has already been completed.',
  forwardNotOnChain: (hash: string) =>
    `Circle reported its mint (${hash}) but the destination chain does not show it`,
} as const;

/**
 * The amount as typed, checked against the source balance when it is known. Zero, negative, non-numeric, too
 * many decimals, above the balance and above Circle's per-burn limit are all refused here, before any signature.
 */
export function validateTransferAmount(
  text: string,
  context: { balance: bigint | null; sourceChainId: number },
): ParsedAmount {
  const parsed = parseAmount(text, USDC_DECIMALS);
  if (!parsed.ok) return parsed;
  if (parsed.value > CCTP_MAX_BURN) return { ok: false, error: TRANSFER_ERRORS.overLimit };
  if (context.balance !== null && parsed.value > context.balance) {
    return {
      ok: false,
      error: TRANSFER_ERRORS.aboveBalance(
        formatAmount(context.balance, USDC_DECIMALS),
        getChainName(context.sourceChainId),
      ),
    };
  }
  return parsed;
}

/** The start button is enabled only with a wallet, an amount, two different chains and nothing in flight. */
export function canStartTransfer(input: {
  connected: boolean;
  amountText: string;
  sourceChainId: number;
  destinationChainId: number;
  pending: boolean;
}): boolean {
  return (
    input.connected &&
    input.amountText.trim() !== '' &&
    input.sourceChainId !== input.destinationChainId &&
    !input.pending
  );
}

/** Why the transfer cannot start on this chain set-up, or null. */
export function sourceChainProblem(sourceChainId: number, walletChainId: number | undefined): string | null {
  const chain = getChain(sourceChainId);
  const name = getChainName(sourceChainId);
  if (!chain?.contracts.usdc) return TRANSFER_ERRORS.usdcNotConfigured(name);
  if (walletChainId !== sourceChainId) return TRANSFER_ERRORS.wrongChain(name);
  return null;
}

/** Checks a message and attestation right before the mint; null when they can be sent. */
export function mintInputProblem(
  message: string | null | undefined,
  attestation: string | null | undefined,
): string | null {
  const m = message?.trim() ?? '';
  const a = attestation?.trim() ?? '';
  if (!m || !a || m === '0x') return TRANSFER_ERRORS.missingMintInput;
  if (/PENDING|ERROR/i.test(a)) return TRANSFER_ERRORS.attestationNotReady;
  if (!a.startsWith('0x') || a.length < 100) return TRANSFER_ERRORS.invalidAttestation;
  return null;
}

/** 'Load Transfer Data' needs both fields filled. */
export function manualLoadProblem(message: string, attestation: string): string | null {
  return message.trim() === '' || attestation.trim() === '' ? TRANSFER_ERRORS.manualLoadMissing : null;
}

/** A wallet error that says the nonce was already used: the USDC was minted before, which is success. */
export function isAlreadyMintedError(message: string): boolean {
  return /already/i.test(message);
}

/** A destination revert for a fast attestation past its expiry block: it must be re-attested first. */
export function isExpiredMessageError(message: string): boolean {
  return /message expired/i.test(message);
}
