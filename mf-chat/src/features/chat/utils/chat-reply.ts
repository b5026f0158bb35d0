// The message the chat shows for an answer, or for a question that got none: a refusal (too fast, invalid) is said
// plainly; when no answer came (network, deadline, or the API's proxy answering 5xx for a dead API) the canned reply
// for the question's keywords is shown, marked offline.
import { ApiError } from '@fin/shared/api/client';
import { fallbackReply } from '@fin/shared/domain/chat/fallback';
import type { ChatMessage } from '@fin/shared/schemas/chat';

let counter = 0;
const newMessageId = () => `msg_${Date.now()}_${++counter}`;

export function userMessage(text: string, now = new Date()): ChatMessage {
  return { id: newMessageId(), timestamp: now.toISOString(), sender: 'user', content: text };
}

export function answerMessage(answer: Pick<ChatMessage, 'timestamp' | 'content' | 'metadata'>): ChatMessage {
  return {
    id: newMessageId(),
    timestamp: answer.timestamp,
    sender: 'agent',
    content: answer.content,
    metadata: answer.metadata,
  };
}

export function noAnswerMessage(err: unknown, question: string, now = new Date()): ChatMessage {
  const refused =
    err instanceof ApiError && err.kind === 'http' && err.status !== undefined && err.status < 500;
  return {
    id: newMessageId(),
    timestamp: now.toISOString(),
    sender: 'agent',
    content: refused ? (err as ApiError).message : fallbackReply(question).content,
    metadata: { dataSource: 'fallback', x402Enhanced: false, ...(refused ? {} : { offline: true }) },
  };
}
