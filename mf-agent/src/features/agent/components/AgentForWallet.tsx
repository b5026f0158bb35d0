// One wallet's agent panel: sign in (one signature, only when the user asks), turn the agent on, then run it —
// fund and withdraw with real transactions, set the budget, buy a report now, and let it look every 10 s.

import { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import { proofHeaders } from '@fin/shared/web3/wallet-session';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { Address } from 'viem';
import { useAgent } from '../hooks/useAgent';
import { useAgentMoney, useOptimizeRequest } from '../hooks/useAgentActions';
import { useAgentFunds } from '../hooks/useAgentFunds';
import { useGuardrail } from '../hooks/useGuardrail';
import { agentGate } from './AgentGate';
import { AgentPanelView } from './AgentPanel.view';

/** The grant section (and the delegation kit it loads on Grant) stays out of the panel's first render. */
const AgentGrantSection = lazy(() => import('../grant/AgentGrantSection'));

export default function AgentForWallet({ address }: { address: Address }) {
  const session = useWalletSession();
  const headers = useMemo(
    () => (session.session ? proofHeaders(session.session) : undefined),
    [session.session],
  );
  const agent = useAgent({ wallet: address, headers });
  const money = useAgentMoney(agent, useAgentFunds(address, headers));
  const [guardrail, setGuardrail] = useGuardrail(agent.rounds?.guardrail, agent.saveGuardrail);
  const { optimize, optimizeNote } = useOptimizeRequest(agent, guardrail);
  const data = agent.init.data;
  const { proofRefused } = agent;
  const { signOut } = session;
  useEffect(() => {
    if (proofRefused) signOut();
  }, [proofRefused, signOut]);

  const gate = agentGate({
    signedIn: headers !== undefined,
    signIn: session.signIn,
    initError: agent.initError,
    onRetry: () => void agent.init.refetch(),
    off: !!data && !data.enabled,
    onTurnOn: () => void agent.turnOn(),
    busy: agent.busy,
  });

  return (
    <AgentPanelView
      status={agent.status}
      paused={agent.paused}
      onTogglePause={agent.togglePause}
      gate={gate}
      statusWhy={headers === undefined ? 'Sign in to start your agent' : null}
      agent={data}
      busy={agent.busy}
      money={money}
      onBuyNow={(protocol) => void agent.buyNow(protocol)}
      onSetBudget={(usdc) => void agent.setBudget(usdc)}
      budgetError={agent.budgetError}
      lookNote={agent.lookNote}
      rounds={agent.rounds}
      away={agent.away}
      onCancelMove={(id) => void agent.cancelMove(id)}
      onCancelWindow={(seconds) => void agent.setCancelWindow(seconds)}
      liveData={agent.liveData}
      onLiveData={agent.setLiveData}
      guardrail={guardrail}
      onGuardrail={setGuardrail}
      onOptimize={optimize}
      optimizeNote={optimizeNote}
      entries={agent.entries}
      grant={
        headers && data?.enabled && data.mode === 'live' && data.address ? (
          <Suspense fallback={null}>
            <AgentGrantSection wallet={address} headers={headers} agent={data.address as Address} />
          </Suspense>
        ) : null
      }
    />
  );
}
