import { alertsKeys } from '@fin/shared/api/alerts';
import { ApiError } from '@fin/shared/api/client';
import { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import { Dialog } from '@fin/shared/ui/Dialog';
import { signInErrorSentence } from '@fin/shared/web3/sign-in-errors';
import { WalletSessionEnded } from '@fin/shared/web3/wallet-session';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlerts } from '../hooks/useAlerts';
import { alertsErrorSentence } from '../utils/alert-errors';
import { AlertList } from './AlertList';
import { Channels } from './ChannelsSection';
import { Rules } from './RulesSection';

/** Why the centre asks for a sign-in: none yet in this tab, or the API refused the one it has. */
function SignInPrompt({ refused, onSignIn }: { refused: unknown; onSignIn: () => Promise<void> }) {
  const [error, setError] = useState<unknown>();
  const signIn = async () => {
    setError(undefined);
    try {
      await onSignIn();
    } catch (e) {
      setError(e);
    }
  };
  return (
    <div className="fin-state">
      <p>
        {refused
          ? alertsErrorSentence(refused)
          : 'Sign in with your wallet to see your alerts and set rules (one signature, no transaction).'}
      </p>
      <button type="button" className="fin-btn fin-btn--primary" onClick={() => void signIn()}>
        Sign in with wallet
      </button>
      {/* A sign-in the API refused is not a session that ended: the page says why, as every section does. */}
      {error !== undefined && <p role="alert">{signInErrorSentence(error)}</p>}
    </div>
  );
}

/**
 * The notification centre: the wallet's alerts (newest first, unread marked), its rules, and where alerts go
 * besides this page (this browser's notifications, a webhook, email). Reads and writes need the wallet's sign-in.
 */
export default function AlertsCentre({ address, onClose }: { address: string; onClose: () => void }) {
  const { withProof, signIn } = useWalletSession();
  const client = useQueryClient();
  const { data, isPending, error } = useAlerts(address);
  const refresh = () => client.invalidateQueries({ queryKey: alertsKeys.all });
  // A session the API no longer takes is replaced by a new signature, not reused.
  const refused =
    error instanceof WalletSessionEnded || (error instanceof ApiError && error.status === 401)
      ? error
      : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Alerts"
      description="What changed for your wallet, and the rules that watch it."
      closeLabel="Close alerts"
    >
      <div className="shell-alerts">
        {isPending ? (
          <p className="fin-muted">Loading your alerts…</p>
        ) : data === null || data === undefined ? (
          <SignInPrompt
            refused={refused}
            onSignIn={async () => {
              await signIn();
              await refresh();
            }}
          />
        ) : (
          <>
            <AlertList
              address={address}
              alerts={data.alerts}
              unread={data.unread}
              withProof={withProof}
              onChange={refresh}
            />
            <Rules address={address} withProof={withProof} />
            <Channels address={address} withProof={withProof} />
          </>
        )}
      </div>
    </Dialog>
  );
}
