import { Badge } from '@fin/shared/ui/Badge';
import { Card, CardHeader } from '@fin/shared/ui/Card';

/** The agent status panel (spec §2): states initializing, active, paused, processing. */
export default function AgentPanel() {
  return (
    <Card data-section="mf_agent/AgentPanel" aria-labelledby="agent-title">
      <CardHeader
        id="agent-title"
        title="Autonomous Agent"
        actions={<Badge tone="warning">initializing</Badge>}
      />
      <p className="fin-muted" role="status">
        Initializing agent...
      </p>
    </Card>
  );
}
