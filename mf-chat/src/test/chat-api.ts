// Stands in for POST /api/chat in component tests: answers with replies validated against the API's own schema
// (so a stub cannot drift from the contract), or fails the way the network or the API does. Records each question.
import { type ChatRequest, type ChatResponse, chatResponseSchema } from '@fin/shared/schemas/chat';
import { vi } from 'vitest';

export type ChatAnswer =
  | { reply: Omit<ChatResponse, 'timestamp'> }
  | { status: number; code: string; message: string }
  | { offline: true };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer read from live data, as the API's chat engine sends it. */
export const liveReply = (content: string, metadata: Partial<ChatResponse['metadata']> = {}): ChatAnswer => ({
  reply: { content, metadata: { dataSource: 'alchemy', x402Enhanced: false, ...metadata } },
});

/** Installs the stand-in; `answer` decides each reply (default: an echo from live data). */
export function stubChatApi(
  answer: (question: ChatRequest) => ChatAnswer | Promise<ChatAnswer> = (q) =>
    liveReply(`You asked: ${q.message}`),
) {
  const questions: ChatRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname !== '/api/chat' || init?.method !== 'POST') throw new TypeError('Failed to fetch');
    const question = JSON.parse(String(init.body)) as ChatRequest;
    questions.push(question);
    const a = await answer(question);
    if ('offline' in a) throw new TypeError('Failed to fetch');
    if ('status' in a) return json({ error: { code: a.code, message: a.message } }, a.status);
    return json(chatResponseSchema.parse({ ...a.reply, timestamp: '2026-11-26T12:00:00.000Z' }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return { questions };
}
