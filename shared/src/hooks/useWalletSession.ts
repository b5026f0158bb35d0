/**
 * The connected wallet's proof for calls that touch its own records (transfer records, notifications). Signing
 * happens only when such a call needs it (one wallet prompt, then the session lasts hours); the demo wallet
 * connector on the devnet signs too.
 *
 *   const { withProof, signedIn, signIn } = useWalletSession();
 *   const list = await withProof((headers) => apiGet(`/api/notifications/${address}`, schema, { headers }));
 */
import {
  forgetWalletSession,
  type ProofHeaders,
  signInWithWallet,
  storedWalletSession,
  type WalletSigner,
  withWalletProof,
} from '@fin/shared/web3/wallet-session';
import { useCallback, useMemo, useState } from 'react';
import { useAccount, useSignMessage } from 'wagmi';

export function useWalletSession() {
  const { address, chainId } = useAccount();
  const { signMessageAsync } = useSignMessage();
  const [version, setVersion] = useState(0);

  const signer = useMemo<WalletSigner | undefined>(
    () =>
      address && chainId
        ? { address, chainId, signMessage: (message) => signMessageAsync({ account: address, message }) }
        : undefined,
    [address, chainId, signMessageAsync],
  );

  const requireSigner = useCallback((): WalletSigner => {
    if (!signer) throw new Error('Connect a wallet first');
    return signer;
  }, [signer]);

  const withProof = useCallback(
    async <T>(call: (headers: ProofHeaders) => Promise<T>): Promise<T> => {
      const result = await withWalletProof(requireSigner(), call);
      setVersion((v) => v + 1);
      return result;
    },
    [requireSigner],
  );

  const signIn = useCallback(async () => {
    const session = await signInWithWallet(requireSigner());
    setVersion((v) => v + 1);
    return session;
  }, [requireSigner]);

  // Called when the API refused this tab's session (the agent panel): the other sections then say it has ended.
  const signOut = useCallback(() => {
    if (address) forgetWalletSession(address, 'ended');
    setVersion((v) => v + 1);
  }, [address]);

  // `version` re-reads the stored session after a sign-in or sign-out in this component.
  const session = useMemo(() => (address ? storedWalletSession(address) : undefined), [address, version]);

  return { address, signedIn: session !== undefined, session, signIn, signOut, withProof };
}
