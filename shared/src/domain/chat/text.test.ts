import { FALLBACK_REPLIES, fallbackReply, fallbackTopic } from './fallback';
import {
  CHAT_HISTORY_LOADED,
  CHAT_HISTORY_SENT,
  CHAT_HISTORY_STORED,
  chatHistoryKey,
  historyToSend,
  historyToShow,
  historyToStore,
} from './history';
import type { ChatMessage } from './message';

describe('keyword fallback when the server cannot answer', () => {
  it.each([
    ['what is the usdc price', 'usdc'],
    ['where does your data come from', 'data'],
    ['show my balance', 'balance'],
    ['my PORTFOLIO please', 'balance'],
    ['best apy?', 'yield'],
    ['any good yields', 'yield'],
    ['move funds to base', 'transfer'],
    ['how do transfers work', 'transfer'],
    ['is it risky', 'risk'],
    ['hello there', 'default'],
  ])('%s -> %s', (message, topic) => {
    expect(fallbackTopic(message)).toBe(topic);
    expect(fallbackReply(message).content).toBe(FALLBACK_REPLIES[fallbackTopic(message)]);
  });

  it('takes the first keyword group in order (usdc before yield)', () => {
    expect(fallbackTopic('usdc yield')).toBe('usdc');
  });

  it('never quotes a figure it cannot know', () => {
    for (const text of Object.values(FALLBACK_REPLIES)) expect(text).not.toMatch(/\d+(\.\d+)?%/);
  });
});

describe('history limits', () => {
  const messages = (n: number): ChatMessage[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `m${i}`,
      timestamp: new Date(i * 1000).toISOString(),
      sender: i % 2 ? 'agent' : 'user',
      content: `message ${i}`,
    }));

  it('stores 100, shows 20 and sends 10, always the newest, oldest first', () => {
    expect([CHAT_HISTORY_STORED, CHAT_HISTORY_LOADED, CHAT_HISTORY_SENT]).toEqual([100, 20, 10]);
    const all = messages(130);
    expect(historyToStore(all).map((m) => m.id)).toEqual(all.slice(30).map((m) => m.id));
    expect(historyToShow(all).map((m) => m.id)).toEqual(all.slice(110).map((m) => m.id));
    expect(historyToSend(all)).toEqual(all.slice(120).map((m) => ({ sender: m.sender, content: m.content })));
    expect(historyToSend(messages(3))).toHaveLength(3);
  });

  it('keys history by wallet without case', () => {
    expect(chatHistoryKey('0xAbC')).toBe(chatHistoryKey('0xabc'));
    expect(chatHistoryKey('0xabc')).not.toBe(chatHistoryKey('0xabd'));
  });
});
