// Chat history kept in the browser, per wallet: at most 100 messages stored, the newest 20 shown when the chat
// opens, the newest 10 sent with a question (enough context for follow-ups, small enough to keep requests light).
// Stays in the browser: the server never stores a conversation, so one wallet cannot read another's.
import type { ChatMessage } from './message';

export const CHAT_HISTORY_STORED = 100;
export const CHAT_HISTORY_LOADED = 20;
export const CHAT_HISTORY_SENT = 10;

/** Browser-storage key of a wallet's chat history (addresses compared without case). */
export function chatHistoryKey(address: string): string {
  return `fin.chat:${address.toLowerCase()}`;
}

/** The newest `limit` messages, oldest first. */
export function newest<T>(messages: readonly T[], limit: number): T[] {
  return messages.slice(Math.max(0, messages.length - limit));
}

/** What is written back to storage after a message is added: the newest 100. */
export function historyToStore(messages: readonly ChatMessage[]): ChatMessage[] {
  return newest(messages, CHAT_HISTORY_STORED);
}

/** What the chat shows when it opens: the newest 20 stored. */
export function historyToShow(stored: readonly ChatMessage[]): ChatMessage[] {
  return newest(stored, CHAT_HISTORY_LOADED);
}

/** What goes with a question: the newest 10 before it, as sender and text only. */
export function historyToSend(
  messages: readonly ChatMessage[],
): { sender: ChatMessage['sender']; content: string }[] {
  return newest(messages, CHAT_HISTORY_SENT).map((m) => ({ sender: m.sender, content: m.content }));
}
