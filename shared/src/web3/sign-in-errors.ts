// Why a wallet sign-in did not happen, in the same words wherever the page offers one (the alerts centre, the agent
// panel, the saved transfers): the API's own reason when it refused the signed message ('The signed sign-in message
// was not accepted: it names …, which is not a Fin page'), or what the wallet or the connection did. A refused
// sign-in is never read as a session that ended: there was no session.
import { ApiError } from '@fin/shared/api/client';
import { isUserRejectedError } from '@fin/shared/domain/wallet/network-switch';

function declinedInWallet(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown } | null;
  return (
    isUserRejectedError(err) ||
    e?.name === 'UserRejectedRequestError' ||
    (typeof e?.message === 'string' && /user (rejected|denied)/i.test(e.message))
  );
}

/** The sentence shown when signing in with the wallet failed with `err`. */
export function signInErrorSentence(err: unknown): string {
  if (declinedInWallet(err))
    return 'You declined the signature in your wallet, so you are not signed in: sign in again and approve it.';
  if (err instanceof ApiError) {
    // No answer at all, or the page's proxy saying the API behind it is down (502/503/504): the same to the person.
    if (err.kind === 'network' || (err.status !== undefined && err.status >= 502 && err.status <= 504))
      return "Fin's server could not be reached, so you are not signed in: check your connection and try again.";
    if (err.kind === 'timeout')
      return "Fin's server did not answer in time, so you are not signed in: try again in a moment.";
    // The API says in words why it refused the signed message (its domain, chain, time window, nonce, signature).
    if (err.kind === 'http' && (err.status === 401 || err.status === 403)) return err.message;
    if (err.status === 429) return 'Too many sign-ins in a short time: wait a minute, then sign in again.';
  }
  return `The sign-in did not work: ${err instanceof Error ? err.message : String(err)}`;
}
