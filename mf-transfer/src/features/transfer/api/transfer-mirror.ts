// The API's copy of this wallet's transfers. It needs the wallet's proof (a signed-in session); the section never
// asks for a signature by itself: the session is opened when the user starts a transfer, and until then the
// records live in this browser only.
import { fetchTransferRecords, saveTransferRecord } from '@fin/shared/api/transfers';
import { setTransferMirror } from '@fin/shared/web3/cctp-records';
import { type ProofHeaders, proofHeaders, storedWalletSession } from '@fin/shared/web3/wallet-session';

/** Runs `call` with the stored session's proof, or returns null when this tab has none. */
export function withStoredProof<T>(
  address: string,
  call: (headers: ProofHeaders) => Promise<T>,
): Promise<T> | null {
  const session = storedWalletSession(address);
  return session ? call(proofHeaders(session)) : null;
}

export function installTransferMirror() {
  setTransferMirror({
    push: async (t) => {
      await withStoredProof(t.recipient, (headers) => saveTransferRecord(t, headers));
    },
    pull: async (address) =>
      (await withStoredProof(address, (headers) => fetchTransferRecords(address, headers)))?.transfers ?? [],
  });
}
