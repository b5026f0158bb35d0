import { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import { Button } from '@fin/shared/ui/Button';
import { syncTransfers } from '@fin/shared/web3/cctp-records';
import { errorText } from '@fin/shared/web3/cctp-steps';
import { signInErrorSentence } from '@fin/shared/web3/sign-in-errors';
import { storedWalletSession } from '@fin/shared/web3/wallet-session';
import { useEffect, useState } from 'react';
import type { Address } from 'viem';

type Load = { state: 'idle' | 'loading' | 'loaded' } | { state: 'failed'; text: string };

/**
 * Fin keeps every transfer of a signed-in wallet in its database, but reading them back needs the wallet's proof.
 * A browser without a session offers the one signature that loads them (never asks by itself); once signed, the
 * history and the unfinished transfers include what was started in another browser.
 */
export function SavedTransfersOffer({ address }: { address: Address }) {
  const { signIn } = useWalletSession();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  // Read at every render: the form may have signed in meanwhile (starting a transfer asks once).
  const signedIn = Boolean(storedWalletSession(address));
  // Signed in elsewhere on the page: the offer goes, so the transfers saved from other browsers load here.
  useEffect(() => {
    if (signedIn) syncTransfers(address).catch(() => undefined);
  }, [signedIn, address]);
  if (signedIn && load.state !== 'loaded') return null;

  const run = async () => {
    setLoad({ state: 'loading' });
    try {
      await signIn();
    } catch (error) {
      // Only the transfers this browser knows are shown; why, in the words every section uses.
      setLoad({ state: 'failed', text: signInErrorSentence(error) });
      return;
    }
    try {
      await syncTransfers(address);
      setLoad({ state: 'loaded' });
    } catch (error) {
      setLoad({ state: 'failed', text: `Could not load your saved transfers: ${errorText(error)}` });
    }
  };

  if (load.state === 'loaded') {
    return (
      <p className="fin-muted tf-note" data-testid="saved-transfers" role="status">
        Transfers saved with Fin for this wallet are loaded.
      </p>
    );
  }
  return (
    <div className="tf-offer" data-testid="saved-transfers">
      <p className="fin-muted">
        Made transfers in another browser? Fin keeps them for your wallet: sign once to see them here.
      </p>
      <Button size="sm" variant="secondary" disabled={load.state === 'loading'} onClick={() => void run()}>
        {load.state === 'loading' ? 'Loading…' : 'Load my saved transfers'}
      </Button>
      {load.state === 'failed' ? (
        <p className="tf-error" role="alert">
          {load.text}
        </p>
      ) : null}
    </div>
  );
}
