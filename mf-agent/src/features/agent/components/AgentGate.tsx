// What the wallet must do before its agent shows: sign in (one signature, only when the user asks), retry when the
// agent could not be read, or turn the agent on. Nothing when the agent is ready.
import { AGENT_MESSAGES } from '@fin/shared/domain/agent/panel';
import { Button } from '@fin/shared/ui/Button';
import { signInErrorSentence } from '@fin/shared/web3/sign-in-errors';
import { useState } from 'react';

function SignInGate({ signIn }: { signIn: () => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="fin-agent__gate">
      <p>{AGENT_MESSAGES.signIn}</p>
      <Button
        size="sm"
        onClick={() => {
          setError(null);
          signIn().catch((err: unknown) => {
            setError(signInErrorSentence(err));
          });
        }}
      >
        Sign in
      </Button>
      {error ? (
        <p className="fin-agent__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type AgentGateProps = {
  signedIn: boolean;
  signIn: () => Promise<unknown>;
  initError: string | null;
  onRetry: () => void;
  /** The agent was read and is off. */
  off: boolean;
  onTurnOn: () => void;
  busy: boolean;
};

/** The gate to show, or null when the agent itself can show. */
export function agentGate(p: AgentGateProps) {
  if (!p.signedIn) return <SignInGate signIn={p.signIn} />;
  if (p.initError)
    return (
      <div className="fin-agent__gate">
        <span>{p.initError}</span>
        <Button size="sm" variant="secondary" onClick={p.onRetry}>
          Retry
        </Button>
      </div>
    );
  if (p.off)
    return (
      <div className="fin-agent__gate">
        <p>{AGENT_MESSAGES.turnOn}</p>
        <Button size="sm" onClick={p.onTurnOn} disabled={p.busy}>
          Turn on my agent
        </Button>
      </div>
    );
  return null;
}
