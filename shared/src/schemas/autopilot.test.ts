// The owner's switches as the API takes them: each one checked, with the sentence the panel shows when it is wrong.
import { describe, expect, it } from 'vitest';
import { agentSwitchesRequestSchema } from './autopilot';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const errorOf = (body: Record<string, unknown>) =>
  agentSwitchesRequestSchema.safeParse({ walletAddress: WALLET, ...body }).error?.issues[0]?.message;

describe("the owner's switches", () => {
  it('takes each guardrail level, 1 Conservative to 3 Aggressive', () => {
    for (const guardrail of [1, 2, 3])
      expect(agentSwitchesRequestSchema.parse({ walletAddress: WALLET, guardrail }).guardrail).toBe(
        guardrail,
      );
  });

  it.each([0, 4, 2.5, '2', null])('refuses the guardrail %s, in words', (guardrail) => {
    expect(errorOf({ guardrail })).toBe('guardrail must be 1 (Conservative), 2 (Balanced) or 3 (Aggressive)');
  });

  it('refuses a cancel window that is negative, fractional or over a day', () => {
    expect(errorOf({ cancelWindowSeconds: -1 })).toBe('cancelWindowSeconds cannot be negative');
    expect(errorOf({ cancelWindowSeconds: 1.5 })).toBe(
      'cancelWindowSeconds must be a whole number of seconds',
    );
    expect(errorOf({ cancelWindowSeconds: 86_401 })).toBe(
      'cancelWindowSeconds must be at most 86400 (a day)',
    );
  });

  it('refuses a request that changes nothing, naming what it may change', () => {
    expect(errorOf({})).toBe(
      'name what to change: paused, liveData, autoRebalance, cancelWindowSeconds or guardrail',
    );
  });
});
