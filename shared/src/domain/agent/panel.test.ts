import { describe, expect, it } from 'vitest';
import {
  AGENT_LOG_LIMIT,
  type AgentLogEntry,
  GUARDRAIL_DEFAULT,
  guardrailLabel,
  guardrailProfile,
  isLowGas,
  latestLogEntries,
  mayBuyReport,
} from './panel';

describe('agent panel rules', () => {
  it('maps guardrail 1–3 to Conservative, Balanced (default), Aggressive and the optimizer profile', () => {
    expect(GUARDRAIL_DEFAULT).toBe(2);
    expect([1, 2, 3].map((g) => guardrailLabel(g as 1 | 2 | 3))).toEqual([
      'Conservative',
      'Balanced',
      'Aggressive',
    ]);
    expect([1, 2, 3].map((g) => guardrailProfile(g as 1 | 2 | 3))).toEqual([
      'conservative',
      'balanced',
      'aggressive',
    ]);
  });

  it('buys a report only with live data on, active and not busy', () => {
    expect(mayBuyReport({ liveData: true, status: 'active', busy: false })).toBe(true);
    expect(mayBuyReport({ liveData: false, status: 'active', busy: false })).toBe(false);
    expect(mayBuyReport({ liveData: true, status: 'paused', busy: false })).toBe(false);
    expect(mayBuyReport({ liveData: true, status: 'active', busy: true })).toBe(false);
    expect(mayBuyReport({ liveData: true, status: 'initializing', busy: false })).toBe(false);
  });

  it('warns about gas under 0.001 ETH', () => {
    expect(isLowGas(0.000999)).toBe(true);
    expect(isLowGas(0.001)).toBe(false);
  });

  it('keeps the latest 15 log entries, newest first', () => {
    const entries: AgentLogEntry[] = Array.from({ length: 20 }, (_, i) => ({
      id: String(i).padStart(3, '0'),
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      level: 'info',
      message: `entry ${i}`,
    }));
    const latest = latestLogEntries(entries);
    expect(latest).toHaveLength(AGENT_LOG_LIMIT);
    expect(latest[0]?.message).toBe('entry 19');
    expect(latest.at(-1)?.message).toBe('entry 5');
  });
});
