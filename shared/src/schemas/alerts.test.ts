import { describe, expect, it } from 'vitest';
import { alertsResponseSchema } from './alerts';

const alert = (id: string, kind: string) => ({
  id,
  ruleId: null,
  kind,
  title: 'Move announced',
  message: '250 USDC from your wallet on Base into Aave V3 on Base at 12:10 UTC unless you cancel it',
  link: null,
  firedAt: '2026-12-01T12:00:00.000Z',
  readAt: null,
  deliveries: [],
});

describe('alertsResponseSchema', () => {
  it("reads an agent's move as an alert of the centre", () => {
    const read = alertsResponseSchema.parse({
      success: true,
      alerts: [alert('1', 'autopilot-move')],
      unread: 1,
    });
    expect(read.alerts.map((a) => a.kind)).toEqual(['autopilot-move']);
  });

  it('leaves out an alert of a kind this page was built without, and keeps the rest', () => {
    const read = alertsResponseSchema.parse({
      success: true,
      alerts: [alert('2', 'kind-from-a-newer-server'), alert('1', 'agent-out')],
      unread: 2,
    });
    expect(read.alerts.map((a) => a.id)).toEqual(['1']);
  });
});
