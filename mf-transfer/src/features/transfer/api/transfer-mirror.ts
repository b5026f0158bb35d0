// The API's copy of this wallet's transfers. Saving needs no sign-in: the burn proves its wallet on chain, so a
// transfer asks for no signature beyond its own (the API then keeps the burn as the chain shows it; a signed-in tab's
// record is kept whole). Reading them back needs the wallet's proof, which the section offers and never asks by itself.
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
      const session = storedWalletSession(t.recipient);
      await saveTransferRecord(t, session ? proofHeaders(session) : undefined);
    },
    pull: async (address) =>
      (await withStoredProof(address, (headers) => fetchTransferRecords(address, headers)))?.transfers ?? [],
  });
}
