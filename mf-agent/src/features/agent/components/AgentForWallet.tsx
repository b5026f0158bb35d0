// One wallet's agent panel: sign in (one signature, only when the user asks), turn the agent on, then run it —
// fund and withdraw with real transactions, set the budget, buy a report now, and let it look every 10 s.

import { fireSectionEvent } from '@fin/shared/contract/section-actions';
import { formatUsdcUnits } from '@fin/shared/domain/agent/budget';
import {
  AGENT_MESSAGES,
  GUARDRAIL_DEFAULT,
  type Guardrail,
  guardrailProfile,
} from '@fin/shared/domain/agent/panel';
import { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { proofHeaders } from '@fin/shared/web3/wallet-session';
import { useEffect, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { useAgent } from '../hooks/useAgent';
import { useAgentFunds } from '../hooks/useAgentFunds';
import { LOW_GAS_TEXT } from '../utils/funds-error';
import { AgentPanelView } from './AgentPanel.view';

export default function AgentForWallet({ address }: { address: Address }) {
  const session = useWalletSession();
  const headers = useMemo(
    () => (session.session ? proofHeaders(session.session) : undefined),
    [session.session],
  );
  const agent = useAgent({ wallet: address, headers });
  const funds = useAgentFunds(address, headers);
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const [guardrail, setGuardrail] = useState<Guardrail>(GUARDRAIL_DEFAULT);
  const [optimizeNote, setOptimizeNote] = useState<string | null>(null);
  const [signInError, setSignInError] = useState<string | null>(null);
  const data = agent.init.data;
  const { proofRefused } = agent;
  const { signOut } = session;
  useEffect(() => {
    if (proofRefused) signOut();
  }, [proofRefused, signOut]);

  const optimize = () => {
    if (agent.paused) {
      agent.note('warning', AGENT_MESSAGES.pausedOptimize);
      return;
    }
    if (!autoRebalance) {
      setOptimizeNote(AGENT_MESSAGES.autoRebalanceOff);
      agent.note('warning', AGENT_MESSAGES.autoRebalanceOff);
      return;
    }
    const profile = guardrailProfile(guardrail);
    // The optimizer proposes; nothing moves until the user signs in its own flow.
    fireSectionEvent(window, 'openOptimizer', { profile, run: true });
    setOptimizeNote(`Optimizer asked for a plan with the ${profile} profile: review and sign it there`);
    agent.note('info', `Optimize requested with the ${profile} profile`);
  };

  const fund = async (amount: string) => {
    if (!data?.address) return;
    const r = await funds.fund(data.address as Address, amount);
    if (r.ok) agent.note('success', `You sent ${amount} USDC to the agent on Base`);
    else if (r.error === LOW_GAS_TEXT) agent.note('warning', AGENT_MESSAGES.lowGas);
    await agent.refresh();
  };

  const withdraw = async () => {
    const r = await funds.withdraw();
    if (r.ok && r.value !== undefined)
      agent.note(
        'success',
        `${formatUsdcUnits(Number(r.value))} USDC withdrawn from the agent to your wallet`,
      );
    else if (!r.ok && r.error === LOW_GAS_TEXT) agent.note('warning', AGENT_MESSAGES.lowGas);
    await agent.refresh();
  };

  let gate: React.ReactNode = null;
  if (!headers)
    gate = (
      <div className="fin-agent__gate">
        <p>{AGENT_MESSAGES.signIn}</p>
        <Button
          size="sm"
          onClick={() => {
            setSignInError(null);
            session.signIn().catch((err: unknown) => {
              setSignInError(err instanceof Error ? err.message : 'Sign-in failed');
            });
          }}
        >
          Sign in
        </Button>
        {signInError ? (
          <p className="fin-agent__error" role="alert">
            {signInError}
          </p>
        ) : null}
      </div>
    );
  else if (agent.initError)
    gate = (
      <div className="fin-agent__gate">
        <span>{agent.initError}</span>
        <Button size="sm" variant="secondary" onClick={() => void agent.init.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (data && !data.enabled)
    gate = (
      <div className="fin-agent__gate">
        <p>{AGENT_MESSAGES.turnOn}</p>
        <Button size="sm" onClick={() => void agent.turnOn()} disabled={agent.busy}>
          Turn on my agent
        </Button>
      </div>
    );

  return (
    <AgentPanelView
      status={agent.status}
      paused={agent.paused}
      onTogglePause={agent.togglePause}
      gate={gate}
      agent={data}
      busy={agent.busy}
      money={{ onFund: fund, onWithdraw: withdraw, moving: funds.pending, error: funds.error }}
      onBuyNow={(protocol) => void agent.buyNow(protocol)}
      onSetBudget={(usdc) => void agent.setBudget(usdc)}
      budgetError={agent.budgetError}
      lookNote={agent.lookNote}
      liveData={agent.liveData}
      onLiveData={agent.setLiveData}
      guardrail={guardrail}
      onGuardrail={setGuardrail}
      onOptimize={optimize}
      optimizeNote={optimizeNote}
      entries={agent.entries}
    />
  );
}
