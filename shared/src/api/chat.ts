// POST /api/chat: one question with the recent conversation. Not a query (nothing to cache): a plain call the
// chat's send handler awaits, with a 20 s deadline from the shared client. A wallet signed in in this tab sends its
// proof, so its own agent may buy a paid report for the answer (never another wallet's).
import { type ChatRequest, chatResponseSchema } from '@fin/shared/schemas/chat';
import { proofHeaders, storedWalletSession } from '@fin/shared/web3/wallet-session';
import { apiPost } from './client';

export const askChat = (body: ChatRequest, signal?: AbortSignal) => {
  const session = body.walletAddress ? storedWalletSession(body.walletAddress) : undefined;
  return apiPost('/api/chat', body, chatResponseSchema, {
    ...(signal ? { signal } : {}),
    ...(session ? { headers: proofHeaders(session) } : {}),
  });
};
