// The transfer machine's state, its events and its rhythm (see transfer-machine.ts).
import type { CctpTransfer, TransferStep } from './transfer-record';

export type AttestationView = { state: 'idle' | 'waiting' | 'received' | 'failed'; text: string };

export type SwitchBanner = {
  chainId: number;
  purpose: 'source' | 'destination';
  error: string | null;
} | null;

/** Where the transfer stands. */
export type TransferPhase =
  | 'idle'
  /** Start pressed with the wallet on another chain: the form asks for the source chain. */
  | 'wrong-source'
  | 'approving'
  | 'burning'
  | 'attesting'
  /** Attested; waits for the wallet on the destination chain. */
  | 'switching'
  /** Attested and forwarded: Circle's relayer is minting on the destination (no switch, no prompt). */
  | 'forwarding'
  | 'minting'
  | 'reattesting'
  /** Attested and on the destination; the mint waits for the user ('Complete Transfer Manually'). */
  | 'ready'
  | 'completed'
  | 'failed'
  /** A signature refused at approve or burn: nothing was burned. */
  | 'cancelled';

export type TransferMachineState = {
  phase: TransferPhase;
  steps: TransferStep[] | null;
  /** The status line. */
  status: string;
  attestation: AttestationView;
  banner: SwitchBanner;
  /** 'Complete Transfer Manually' is offered. */
  mintReady: boolean;
  /** A wallet, chain or Circle call started by the user is in flight. */
  pending: boolean;
  /** The transfer record as it stands (null before the burn is signed, unless resumed or pasted). */
  transfer: CctpTransfer | null;
  /** False for a pasted message + attestation: no burn of this page to key a record on, so nothing is saved. */
  persist: boolean;
  /** An event the driver fires after `ms` unless another event comes first. */
  after: { ms: number; event: 'timer' | 'reset' } | null;
};

/** After a rejection at approve or burn the steps stay visible this long, then clear. */
export const CLEAR_AFTER_CANCEL_MS = 3_000;
/** After a rejected mint, this long until the retry prompt. */
export const MINT_RETRY_PROMPT_MS = 3_000;
/** After a completed transfer the form resets after this long (the answer to pasted data stays). */
export const RESET_AFTER_COMPLETE_MS = 5_000;

export type Attested = {
  message: `0x${string}`;
  attestation: `0x${string}`;
  eventNonce: `0x${string}` | null;
  /** Base units as decimal text. */
  feeExecuted: string;
};

export type TransferEvent =
  /** The user pressed Start; the wallet is (or is not) on the source chain. */
  | { type: 'start'; sourceChainId: number; walletChainId: number | undefined; forwarded?: boolean }
  /** The allowance is short: the approval goes to the wallet. */
  | { type: 'approval-requested' }
  /** Approved (`hash`), or null when the allowance already covered the amount. */
  | { type: 'approved'; amount: string; hash: string | null }
  | { type: 'burn-requested'; amount: string; sourceChainId: number }
  /** The wallet signed the burn: from here on the transfer is recorded. */
  | { type: 'burn-signed'; transfer: CctpTransfer }
  /** The burn confirmed: Circle's attestation is awaited. */
  | { type: 'burned'; amount: string }
  | { type: 'attestation-waiting'; text: string }
  | ({ type: 'attested' } & Attested)
  /** `reason` without the 'Failed to get attestation' prefix. */
  | { type: 'attestation-failed'; reason: string }
  | { type: 'switch-requested' }
  | { type: 'switch-failed'; error: string }
  /** The wallet is on the destination while step 5 waits for it. */
  | { type: 'on-destination' }
  /** The message or attestation is unusable: nothing is sent. */
  | { type: 'mint-refused'; text: string }
  | { type: 'mint-requested' }
  /** The fast attestation passed its expiry block: Circle signs the message again. */
  | { type: 'attestation-expired' }
  | ({ type: 'reattested' } & Attested)
  | { type: 'minted'; hash: `0x${string}` | null; alreadyMinted: boolean }
  /** Circle's relayer minted (`hash`, checked on the destination chain). */
  | { type: 'forwarded'; hash: `0x${string}` }
  /** The Forwarding Service did not mint (or not in time): the user can mint by hand. */
  | { type: 'forward-failed'; reason: string }
  /** The user refused a signature. */
  | { type: 'rejected' }
  /** The step in progress failed; `reason` is the wallet's or chain's, first line. */
  | { type: 'failed'; reason: string }
  /** The call the user started has returned (whatever the outcome). */
  | { type: 'settled' }
  /** The scheduled `after` fired. */
  | { type: 'timer' }
  /** Picks up a recorded transfer where it stopped. */
  | { type: 'resume'; transfer: CctpTransfer; walletChainId: number | undefined }
  /** A message and attestation pasted under Complete Pending Transfer. */
  | { type: 'load-pasted'; transfer: CctpTransfer; walletChainId: number | undefined }
  /** The user edits what they pasted: the answer to the previous paste goes. */
  | { type: 'dismiss-pasted' }
  | { type: 'reset' };

export const idleTransfer: TransferMachineState = {
  phase: 'idle',
  steps: null,
  status: '',
  attestation: { state: 'idle', text: '' },
  banner: null,
  mintReady: false,
  pending: false,
  transfer: null,
  persist: true,
  after: null,
};
