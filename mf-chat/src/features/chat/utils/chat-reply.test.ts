import { ApiError } from '@fin/shared/api/client';
import { answerMessage, noAnswerMessage, userMessage } from './chat-reply';

const NOW = new Date('2026-11-27T02:00:00Z');

test('the user’s question and the API’s answer as the chat keeps them, each with its own id', () => {
  const q = userMessage('What is my balance?', NOW);
  expect(q).toMatchObject({ sender: 'user', content: 'What is my balance?', timestamp: NOW.toISOString() });
  const a = answerMessage({
    timestamp: '2026-11-27T02:00:01Z',
    content: 'You hold $242,500 in USDC.',
    metadata: { dataSource: 'alchemy', x402Enhanced: false },
  });
  expect(a).toMatchObject({ sender: 'agent', content: 'You hold $242,500 in USDC.' });
  expect(a.metadata).toEqual({ dataSource: 'alchemy', x402Enhanced: false });
  expect(a.id).not.toBe(q.id);
});

test('a refusal from the API is said as the API wrote it, not marked offline', () => {
  const err = new ApiError('Too many questions: wait a minute.', 'http', 429);
  const m = noAnswerMessage(err, 'best pool?', NOW);
  expect(m.content).toBe('Too many questions: wait a minute.');
  expect(m.metadata).toEqual({ dataSource: 'fallback', x402Enhanced: false });
});

test('no answer at all (network, a dead API behind its proxy) gives the canned reply, marked offline', () => {
  for (const err of [new TypeError('fetch failed'), new ApiError('Bad gateway', 'http', 502)]) {
    const m = noAnswerMessage(err, 'How do I bridge USDC?', NOW);
    expect(m.sender).toBe('agent');
    expect(m.content.length).toBeGreaterThan(0);
    expect(m.content).not.toBe('Bad gateway');
    expect(m.metadata).toEqual({ dataSource: 'fallback', x402Enhanced: false, offline: true });
  }
});
