// mf_agent/AgentPanel: each wallet's own agent. Without a wallet the panel says what the agent is for; with one,
// the wallet's panel (sign-in, its agent, funding and withdrawing) loads with the wallet code.
import { AGENT_MESSAGES, GUARDRAIL_DEFAULT } from '@fin/shared/domain/agent/panel';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';
import { Suspense } from 'react';
import { AgentPanelView } from './features/agent/components/AgentPanel.view';

const AgentForWallet = lazyWithWallet(() => import('./features/agent/components/AgentForWallet'));

const noop = () => {};

function AgentGate({ text, why }: { text: string; why?: string }) {
  return (
    <AgentPanelView
      status="initializing"
      paused={false}
      onTogglePause={noop}
      gate={<span className="fin-muted">{text}</span>}
      statusWhy={why}
      liveData={false}
      onLiveData={noop}
      guardrail={GUARDRAIL_DEFAULT}
      onGuardrail={noop}
      onOptimize={noop}
      optimizeNote={null}
      entries={[]}
    />
  );
}

export default function AgentPanel() {
  const { address } = usePageWallet();
  if (!address) return <AgentGate text={AGENT_MESSAGES.connect} why="Connect a wallet to start your agent" />;
  return (
    <Suspense fallback={<AgentGate text="Initializing agent..." />}>
      <AgentForWallet key={address} address={address} />
    </Suspense>
  );
}
