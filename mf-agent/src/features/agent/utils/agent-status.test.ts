import { agentStatus, errorText } from './agent-status';

test('the status badge: initializing until read, then paused before processing before active', () => {
  expect(agentStatus(false, true, true)).toBe('initializing');
  expect(agentStatus(true, true, true)).toBe('paused');
  expect(agentStatus(true, false, true)).toBe('processing');
  expect(agentStatus(true, false, false)).toBe('active');
});

test('an error reads as its message; anything else as a failed fetch', () => {
  expect(errorText(new Error('Budget exhausted'))).toBe('Budget exhausted');
  expect(errorText('boom')).toBe('Failed to fetch data');
});
