// The agent status panel: state and Pause/Resume, then either what the wallet must do first (connect, sign in,
// turn its agent on) or its own agent: account and balances with Fund and Withdraw, today's budget (changeable up
// to the cap), Buy report now, the live-data switch, the guardrail, Optimize, and the log of the latest 15 things
// it did.
import type { AgentProtocol } from '@fin/shared/domain/agent/choice';
import type { AgentLogEntry, AgentStatus, Guardrail } from '@fin/shared/domain/agent/panel';
import type { AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import type { AgentAway, AgentRounds } from '@fin/shared/schemas/autopilot';
import { Badge, type BadgeTone } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import type { ReactNode } from 'react';
import { AgentAccount } from './AgentAccount';
import { AgentBudget } from './AgentBudget';
import { AgentControls, LIVE_DATA_UNAVAILABLE_IN_SIMULATION } from './AgentControls';
import { AgentLog } from './AgentLog';
import type { AgentMoneyProps } from './AgentMoneyForm';
import { AgentMoves } from './AgentMoves';
import { AgentOnServer } from './AgentOnServer';
import { BuyReportNow, buyNowBlocked } from './BuyReportNow';
import './agent-panel.css';

const STATUS_TONE: Record<AgentStatus, BadgeTone> = {
  initializing: 'warning',
  active: 'success',
  paused: 'neutral',
  processing: 'accent',
};

export type AgentPanelViewProps = {
  status: AgentStatus;
  paused: boolean;
  onTogglePause: () => void;
  /** What the wallet must do first (connect, sign in, turn the agent on), shown instead of the agent. */
  gate?: ReactNode;
  agent?: AgentInitializeResponse | undefined;
  busy?: boolean;
  money?: AgentMoneyProps;
  onBuyNow?: (protocol: AgentProtocol) => void;
  onSetBudget?: (usdc: string) => void;
  budgetError?: string | null;
  /** What the agent's last look found when it bought nothing. */
  lookNote?: string | null;
  /** How the agent runs on the server (switches, next look). */
  rounds?: AgentRounds | undefined;
  /** What it did since the owner last had the panel open. */
  away?: AgentAway | null;
  onCancelMove?: (moveId: string) => void;
  /** How long each announced move waits for the owner to cancel it, in seconds. */
  onCancelWindow?: (seconds: number) => void;
  liveData: boolean;
  onLiveData: (on: boolean) => void;
  guardrail: Guardrail;
  onGuardrail: (g: Guardrail) => void;
  onOptimize: () => void;
  optimizeNote: string | null;
  entries: AgentLogEntry[];
  /** Why the agent has not started and what starts it, beside the 'initializing' badge. */
  statusWhy?: string | null;
  /** The wallet's on-chain grant to its agent (grant/AgentGrantSection), under the controls. */
  grant?: ReactNode;
};

export function AgentPanelView(p: AgentPanelViewProps) {
  const agent = p.agent;
  // No wallet or no sign-in yet: there is no agent to pause, and 'initializing' would suggest one is starting.
  const notStarted = p.status === 'initializing' && !!p.statusWhy;
  return (
    <Card data-section="mf_agent/AgentPanel" aria-labelledby="agent-title" className="fin-agent">
      <CardHeader
        id="agent-title"
        title="Autonomous Agent"
        actions={
          <>
            <Badge tone={notStarted ? 'neutral' : STATUS_TONE[p.status]} data-testid="agent-status">
              {notStarted ? 'not started' : p.status}
            </Badge>
            {notStarted ? (
              <span className="fin-muted" data-testid="agent-status-why">
                {p.statusWhy}
              </span>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={p.onTogglePause}
                disabled={p.status === 'initializing'}
                aria-pressed={p.paused}
              >
                {p.paused ? 'Resume' : 'Pause'}
              </Button>
            )}
          </>
        }
      />
      {p.gate || !agent ? (
        <div className="fin-agent__state" role="status">
          {p.gate ?? <span className="fin-muted">Initializing agent...</span>}
        </div>
      ) : (
        <>
          <AgentAccount agent={agent} money={p.money} />
          <AgentBudget budget={agent.budget} onSetBudget={p.onSetBudget} error={p.budgetError ?? null} />
          {agent.messages.length > 0 ? (
            <ul className="fin-agent__messages" data-testid="agent-messages">
              {agent.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
          <BuyReportNow
            onBuyNow={p.onBuyNow}
            disabled={p.busy === true || agent.mode !== 'live'}
            blockedWhy={agent.mode === 'live' ? buyNowBlocked(agent) : null}
            note={p.lookNote}
          />
          <AgentOnServer rounds={p.rounds} away={p.away ?? null} />
          <AgentMoves
            rounds={p.rounds}
            onCancel={(id) => p.onCancelMove?.(id)}
            onCancelWindow={(s) => p.onCancelWindow?.(s)}
            busy={p.busy === true}
          />
          <AgentControls
            liveData={p.liveData}
            liveDataUnavailable={agent.mode === 'live' ? undefined : LIVE_DATA_UNAVAILABLE_IN_SIMULATION}
            onLiveData={p.onLiveData}
            guardrail={p.guardrail}
            onGuardrail={p.onGuardrail}
            paused={p.paused}
            onOptimize={p.onOptimize}
            optimizeNote={p.optimizeNote}
          />
          {p.grant}
        </>
      )}
      <AgentLog entries={p.entries} />
    </Card>
  );
}
