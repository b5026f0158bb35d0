// Where a burn stands, answered once for the recovery link, the unminted scan and the transfer history (before, each
// asked Circle and the destination its own way): Circle's message for the burn (not seen, seen, signed; the relayer's
// verdict on a forwarded one), then the destination's used nonce (minted, by whoever minted it).
import type { Hash, Hex } from 'viem';
import { judgePoll, startPolling } from '../../domain/cctp/attestation';
import { firstEventNonce, readMessages } from '../../domain/cctp/attestation-client';
import type { TransferModeType } from '../../domain/cctp/fees';
import { type ForwardVerdict, judgeForward } from '../../domain/cctp/forwarding';
import { decodeCctpMessage } from '../../domain/cctp/message';
import { getChain } from '../../domain/chains/chains';
import { isMinted } from '../../web3/cctp-mint-steps';
import type { CctpDeps } from '../../web3/cctp-steps';

/** burned: Circle has no record yet; attesting: seen, not signed; ready: signed, not minted; minted: done. */
export type BurnStage = 'burned' | 'attesting' | 'ready' | 'minted';

export type BurnStatus = {
  stage: BurnStage;
  /** Set once Circle has signed (ready, or minted after it). */
  message: Hex | null;
  attestation: Hex | null;
  eventNonce: Hex | null;
  /** Forwarded burns: Circle's relayer delivered (with its mint), is still at it, or failed. Null otherwise. */
  forward: ForwardVerdict | null;
  /** The destination could not be read: whether it minted is not known (the stage says what Circle said). */
  destinationUnread: boolean;
};

export type BurnRef = {
  sourceChainId: number;
  destinationChainId: number;
  txHash: Hash;
  mode: TransferModeType;
  /** The nonce when already known (a record): Circle is then asked only about a forwarded burn's relayer. */
  eventNonce?: Hex | null;
};

export type BurnStatusDeps = Pick<
  CctpDeps,
  'client' | 'attestationUrl' | 'fetch' | 'onAttestationRequest'
> & {
  /**
   * Whether the destination used the nonce; undefined when it could not be read (the scan runs each chain under a
   * deadline). Defaults to reading `usedNonces`, failures thrown.
   */
  minted?: (destinationChainId: number, nonce: Hex) => Promise<boolean | undefined>;
};

type CircleSays = Omit<BurnStatus, 'destinationUnread'>;

/** What Circle says of the burn, by its transaction hash. */
async function askCircle(deps: BurnStatusDeps, burn: BurnRef): Promise<CircleSays> {
  const source = getChain(burn.sourceChainId);
  const none: CircleSays = {
    stage: 'burned',
    message: null,
    attestation: null,
    eventNonce: null,
    forward: null,
  };
  if (!source) return none;
  const reply = await readMessages(
    {
      baseUrl: deps.attestationUrl,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(deps.onAttestationRequest ? { onRequest: deps.onAttestationRequest } : {}),
    },
    source.cctpDomain,
    { transactionHash: burn.txHash },
  );
  const body = 'body' in reply && reply.status === 200 ? reply.body : null;
  const forward = burn.mode === 'forwarded' ? judgeForward(body) : null;
  const verdict = judgePoll(startPolling(Date.now()), reply, Date.now());
  if (verdict.kind === 'done') {
    const decoded = decodeCctpMessage(verdict.attested.message);
    return {
      stage: 'ready',
      message: verdict.attested.message,
      attestation: verdict.attested.attestation,
      eventNonce: verdict.attested.eventNonce ?? (decoded.ok ? decoded.message.nonce : null),
      forward,
    };
  }
  const eventNonce = firstEventNonce(body);
  return { ...none, stage: eventNonce || body ? 'attesting' : 'burned', eventNonce, forward };
}

/**
 * One look at a burn, no waiting. With its nonce known and not forwarded, Circle is not asked: the stage is then
 * 'minted' or 'attesting' (the nonce exists, so Circle has seen it).
 */
export async function readBurnStatus(deps: BurnStatusDeps, burn: BurnRef): Promise<BurnStatus> {
  const known = burn.eventNonce ?? null;
  const circle: CircleSays =
    known && burn.mode !== 'forwarded'
      ? { stage: 'attesting', message: null, attestation: null, eventNonce: known, forward: null }
      : await askCircle(deps, burn);
  const nonce = known ?? circle.eventNonce;
  const status: BurnStatus = { ...circle, eventNonce: nonce, destinationUnread: false };
  if (!nonce) return status;
  const minted = await (deps.minted ?? ((id, n) => isMinted(deps as CctpDeps, id, n)))(
    burn.destinationChainId,
    nonce,
  );
  if (minted === undefined) return { ...status, destinationUnread: true };
  return minted ? { ...status, stage: 'minted' } : status;
}
