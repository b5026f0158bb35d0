import { CHAT_HISTORY_STORED } from '@fin/shared/domain/chat/history';
import type { ChatMessage } from '@fin/shared/schemas/chat';
import { clearHistory, readHistory, writeHistory } from './chat-storage';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const message = (i: number, content = `message ${i}`): ChatMessage => ({
  id: `m${i}`,
  timestamp: new Date(Date.UTC(2026, 10, 26, 12, 0, i)).toISOString(),
  sender: i % 2 === 0 ? 'user' : 'agent',
  content,
});

test('each wallet reads only its own history, and clearing one leaves the other', () => {
  writeHistory(A, [message(1, 'A asks')]);
  writeHistory(B, [message(2, 'B asks')]);
  expect(readHistory(A).map((m) => m.content)).toEqual(['A asks']);
  expect(readHistory(B).map((m) => m.content)).toEqual(['B asks']);
  // The same wallet in another letter case is the same wallet.
  expect(readHistory(A.toLowerCase()).map((m) => m.content)).toEqual(['A asks']);
  clearHistory(A);
  expect(readHistory(A)).toEqual([]);
  expect(readHistory(B).map((m) => m.content)).toEqual(['B asks']);
});

test(`keeps the newest ${CHAT_HISTORY_STORED} messages, and reads a foreign value as no history`, () => {
  const many = Array.from({ length: CHAT_HISTORY_STORED + 5 }, (_, i) => message(i));
  writeHistory(A, many);
  const kept = readHistory(A);
  expect(kept).toHaveLength(CHAT_HISTORY_STORED);
  expect(kept.at(-1)?.content).toBe(`message ${CHAT_HISTORY_STORED + 4}`);
  expect(kept[0]?.content).toBe('message 5');
  localStorage.setItem(Object.keys(localStorage)[0] as string, JSON.stringify([{ nonsense: true }]));
  expect(readHistory(A)).toEqual([]);
});
