// The agent status panel: state and Pause/Resume, then either what the wallet must do first (connect, sign in,
// turn its agent on) or its own agent: account and balances with Fund and Withdraw, today's budget (changeable up
// to the cap), Buy report now, the live-data switch, the guardrail, Optimize, and the log of the latest 15 things
// it did.
import type { AgentProtocol } from '@fin/shared/domain/agent/choice';
import {
  AGENT_MESSAGES,
  type AgentLogEntry,
  type AgentStatus,
  GUARDRAIL_MAX,
  GUARDRAIL_MIN,
  type Guardrail,
  guardrailLabel,
} from '@fin/shared/domain/agent/panel';
import type { AgentInitializeResponse } from '@fin/shared/schemas/agent-wallet';
import { Badge, type BadgeTone } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Slider } from '@fin/shared/ui/Slider';
import { Toggle } from '@fin/shared/ui/Toggle';
import type { ReactNode } from 'react';
import { AgentAccount, type AgentMoneyProps } from './AgentAccount';
import { AgentBudget } from './AgentBudget';
import { AgentLog } from './AgentLog';
import { BuyReportNow } from './BuyReportNow';
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
  liveData: boolean;
  onLiveData: (on: boolean) => void;
  guardrail: Guardrail;
  onGuardrail: (g: Guardrail) => void;
  onOptimize: () => void;
  optimizeNote: string | null;
  entries: AgentLogEntry[];
};

export function AgentPanelView(p: AgentPanelViewProps) {
  const agent = p.agent;
  return (
    <Card data-section="mf_agent/AgentPanel" aria-labelledby="agent-title" className="fin-agent">
      <CardHeader
        id="agent-title"
        title="Autonomous Agent"
        actions={
          <>
            <Badge tone={STATUS_TONE[p.status]} data-testid="agent-status">
              {p.status}
            </Badge>
            <Button
              variant="secondary"
              size="sm"
              onClick={p.onTogglePause}
              disabled={p.status === 'initializing'}
              aria-pressed={p.paused}
            >
              {p.paused ? 'Resume' : 'Pause'}
            </Button>
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
            note={p.lookNote}
          />
          <div className="fin-agent__controls">
            <Toggle label="Live data (paid reports)" checked={p.liveData} onCheckedChange={p.onLiveData} />
            <div className="fin-agent__guardrail">
              <span id="agent-guardrail-label">
                Guardrail: <strong>{guardrailLabel(p.guardrail)}</strong>
              </span>
              <Slider
                label="Guardrail"
                value={p.guardrail}
                min={GUARDRAIL_MIN}
                max={GUARDRAIL_MAX}
                step={1}
                valueText={`${p.guardrail} ${guardrailLabel(p.guardrail)}`}
                onValueChange={(v) => p.onGuardrail(v as Guardrail)}
              />
              <span className="fin-agent__scale fin-muted" aria-hidden="true">
                <span>Conservative</span>
                <span>Balanced</span>
                <span>Aggressive</span>
              </span>
            </div>
            <div className="fin-agent__optimize">
              <Button
                onClick={p.onOptimize}
                disabled={p.paused}
                title={p.paused ? AGENT_MESSAGES.pausedOptimize : undefined}
              >
                Optimize
              </Button>
              {p.paused ? (
                <span className="fin-muted">{AGENT_MESSAGES.pausedOptimize}</span>
              ) : p.optimizeNote ? (
                <span className="fin-muted" role="status">
                  {p.optimizeNote}
                </span>
              ) : null}
            </div>
          </div>
        </>
      )}
      <AgentLog entries={p.entries} />
    </Card>
  );
}
