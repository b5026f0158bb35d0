// Circle's Forwarding Service, as the devnet's attestation service reads a burn: is it a forward request, and is
// the request one Circle accepts. The format (developers.circle.com/cctp/concepts/forwarding-service, "Hook
// format"): bytes 0-23 the reserved magic bytes "cctp-forward" (left-aligned in a bytes24), bytes 24-27 a uint32
// version (0), bytes 28-31 a uint32 length of additional Circle hook data (0); integrator data may follow. The
// service does not forward to wrapper contracts, i.e. when the burn names a destinationCaller.
import { type Hex, hexToNumber, size, slice, stringToHex } from 'viem';

/** "cctp-forward" as a bytes24, zero-padded on the right. */
export const FORWARD_MAGIC: Hex = stringToHex('cctp-forward', { size: 24 });

export type ForwardRequest =
  | { kind: 'none' }
  | { kind: 'valid' }
  /** Begins with the magic bytes but Circle would not forward it; `errorCode` is what Iris reports. */
  | { kind: 'invalid'; errorCode: string };

/** Reads a burn's hook data (and destination caller) as the Forwarding Service would. */
export function forwardRequest(hookData: Hex, destinationCaller: Hex): ForwardRequest {
  if (size(hookData) < 24 || slice(hookData, 0, 24).toLowerCase() !== FORWARD_MAGIC) return { kind: 'none' };
  if (size(hookData) < 32) return { kind: 'invalid', errorCode: 'INVALID_HOOK_DATA' };
  if (hexToNumber(slice(hookData, 24, 28)) !== 0)
    return { kind: 'invalid', errorCode: 'UNSUPPORTED_VERSION' };
  if (!/^0x0+$/.test(destinationCaller)) return { kind: 'invalid', errorCode: 'DESTINATION_CALLER_SET' };
  return { kind: 'valid' };
}
