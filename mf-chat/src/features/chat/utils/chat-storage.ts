// The chat's history in this browser's storage, one key per wallet. A broken or foreign value reads as no
// history rather than breaking the chat.
import { chatHistoryKey, historyToStore } from '@fin/shared/domain/chat/history';
import { type ChatMessage, chatMessageSchema } from '@fin/shared/schemas/chat';

const storedSchema = chatMessageSchema.array();

export function readHistory(address: string): ChatMessage[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(chatHistoryKey(address)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeHistory(address: string, messages: readonly ChatMessage[]): void {
  try {
    localStorage.setItem(chatHistoryKey(address), JSON.stringify(historyToStore(messages)));
  } catch {
    // Storage full or blocked: the conversation still works, it just won't survive a reload.
  }
}

export function clearHistory(address: string): void {
  try {
    localStorage.removeItem(chatHistoryKey(address));
  } catch {
    // Nothing stored then.
  }
}
