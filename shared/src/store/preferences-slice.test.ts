import { readStoredPreferences } from './preferences-slice';

test('Auto Rebalance is on by default and a saved choice is kept', () => {
  expect(readStoredPreferences(null)).toEqual({ autoRebalance: true, yieldGoals: {} });
  expect(readStoredPreferences(JSON.stringify({ autoRebalance: false })).autoRebalance).toBe(false);
});

test('goals are kept per wallet; unreadable storage falls back to the defaults', () => {
  const a = `0x${'a'.repeat(40)}`;
  const stored = JSON.stringify({
    autoRebalance: true,
    yieldGoals: {
      [a]: { kind: 'apy', apy: 6 },
      bad: { kind: 'apy', apy: 6 },
      [`0x${'b'.repeat(40)}`]: { kind: 'apy', apy: -1 },
    },
  });
  expect(readStoredPreferences(stored).yieldGoals).toEqual({ [a]: { kind: 'apy', apy: 6 } });
  expect(readStoredPreferences('{not json')).toEqual({ autoRebalance: true, yieldGoals: {} });
});
