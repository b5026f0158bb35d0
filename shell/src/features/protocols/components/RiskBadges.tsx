import { Badge, type BadgeTone } from '@fin/shared/ui/Badge';
import { CATEGORY_LABEL, type ProtocolRiskLevel, RISK_LEVEL_LABEL, type UpComingProtocol } from '../data';

const RISK_TONE: Record<ProtocolRiskLevel, BadgeTone> = {
  low: 'success',
  medium: 'warning',
  high: 'danger',
  leveraged: 'danger',
};

export function ProtocolBadges({ protocol }: { protocol: UpComingProtocol }) {
  return (
    <span className="shell-badges">
      <Badge tone={protocol.category === 'active' ? 'accent' : 'neutral'}>
        {CATEGORY_LABEL[protocol.category]}
      </Badge>
      <Badge tone={RISK_TONE[protocol.riskLevel]}>{RISK_LEVEL_LABEL[protocol.riskLevel]}</Badge>
    </span>
  );
}
