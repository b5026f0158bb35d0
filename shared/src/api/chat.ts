// POST /api/chat: one question with the recent conversation. Not a query (nothing to cache): a plain call the
// chat's send handler awaits, with a 20 s deadline from the shared client.
import { type ChatRequest, chatResponseSchema } from '@fin/shared/schemas/chat';
import { apiPost } from './client';

export const askChat = (body: ChatRequest, signal?: AbortSignal) =>
  apiPost('/api/chat', body, chatResponseSchema, signal ? { signal } : {});
