// mf_agent/AgentPanel: the autonomous agent's status panel, wired to the agent the server holds.
import {
  AGENT_MESSAGES,
  GUARDRAIL_DEFAULT,
  type Guardrail,
  guardrailProfile,
} from '@fin/shared/domain/agent-panel';
import { fireSectionEvent } from '@fin/shared/domain/section-actions';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useState } from 'react';
import { AgentPanelView } from './features/agent/AgentPanel.view';
import { useAgent } from './features/agent/useAgent';

export default function AgentPanel() {
  const { address } = usePageWallet();
  const agent = useAgent({ walletAddress: address });
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const [guardrail, setGuardrail] = useState<Guardrail>(GUARDRAIL_DEFAULT);
  const [optimizeNote, setOptimizeNote] = useState<string | null>(null);

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

  return (
    <AgentPanelView
      status={agent.status}
      agent={agent.init.data}
      initError={agent.initError}
      onRetry={() => void agent.init.refetch()}
      paused={agent.paused}
      onTogglePause={agent.togglePause}
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
