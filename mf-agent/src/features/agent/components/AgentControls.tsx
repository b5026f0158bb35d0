// How the agent may act: the live-data switch (paid reports), the guardrail (the optimizer profile it asks for) and
// Optimize, which asks the optimizer for a plan the user then reviews and signs there.
import {
  AGENT_MESSAGES,
  GUARDRAIL_MAX,
  GUARDRAIL_MIN,
  type Guardrail,
  guardrailLabel,
} from '@fin/shared/domain/agent/panel';
import { Button } from '@fin/shared/ui/Button';
import { Slider } from '@fin/shared/ui/Slider';
import { Toggle } from '@fin/shared/ui/Toggle';

/** Why no report can be bought here, so the live-data switch cannot claim to be on. */
export const LIVE_DATA_UNAVAILABLE_IN_SIMULATION =
  'Unavailable: the agent runs in simulation mode on this server, so it can buy no report';

export function AgentControls(p: {
  liveData: boolean;
  /** Set when no report can be bought (simulation mode): the switch shows off, disabled, with this reason. */
  liveDataUnavailable?: string | undefined;
  onLiveData: (on: boolean) => void;
  guardrail: Guardrail;
  onGuardrail: (g: Guardrail) => void;
  paused: boolean;
  onOptimize: () => void;
  optimizeNote: string | null;
}) {
  return (
    <div className="fin-agent__controls">
      <div className="fin-agent__live">
        <Toggle
          label="Live data (paid reports)"
          checked={p.liveData && !p.liveDataUnavailable}
          onCheckedChange={p.onLiveData}
          disabled={p.liveDataUnavailable !== undefined}
        />
        {p.liveDataUnavailable ? (
          <span className="fin-muted" data-testid="live-data-unavailable">
            {p.liveDataUnavailable}
          </span>
        ) : null}
      </div>
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
  );
}
