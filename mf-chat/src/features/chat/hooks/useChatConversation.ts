// One wallet's conversation: its history from this browser when the wallet connects (forgotten on disconnect), the
// draft, and sending a question to the API with the history it needs. An answer that arrives after the wallet
// changed is dropped; a disconnect aborts the question in flight.
import { askChat } from '@fin/shared/api/chat';
import { historyToSend, historyToShow } from '@fin/shared/domain/chat/history';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@fin/shared/schemas/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answerMessage, noAnswerMessage, userMessage } from '../utils/chat-reply';
import { clearHistory, readHistory, writeHistory } from '../utils/chat-storage';

/** The wallet's history while it is connected; on disconnect it is forgotten and `onDisconnect` runs. */
function useWalletHistory(address: string | undefined, status: string, onDisconnect: () => void) {
  const [shown, setShown] = useState<ChatMessage[]>([]);
  const stored = useRef<ChatMessage[]>([]);
  const lastAddress = useRef<string | undefined>(undefined);
  const disconnected = useRef(onDisconnect);
  disconnected.current = onDisconnect;
  useEffect(() => {
    if (address) {
      stored.current = readHistory(address);
      setShown(historyToShow(stored.current));
      lastAddress.current = address;
      return;
    }
    if (status === 'disconnected') {
      if (lastAddress.current) clearHistory(lastAddress.current);
      lastAddress.current = undefined;
      stored.current = [];
      setShown([]);
      disconnected.current();
    }
  }, [address, status]);
  const append = useCallback((wallet: string, message: ChatMessage) => {
    stored.current = [...stored.current, message];
    writeHistory(wallet, stored.current);
    setShown((list) => [...list, message]);
  }, []);
  return { shown, stored, lastAddress, append };
}

export function useChatConversation(address: string | undefined, status: string, onDisconnect: () => void) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const { shown, stored, lastAddress, append } = useWalletHistory(address, status, () => {
    inFlight.current?.abort();
    setDraft('');
    setSending(false);
    onDisconnect();
  });

  const send = useCallback(async () => {
    const text = draft.trim();
    if (!address || !text || sending || text.length > CHAT_MESSAGE_MAX_LENGTH) return;
    const history = historyToSend(stored.current);
    append(address, userMessage(text));
    setDraft('');
    setSending(true);
    const controller = new AbortController();
    inFlight.current = controller;
    let reply: ChatMessage;
    try {
      const request = { message: text, history, includeAlchemyData: true, chains: [], protocols: [] };
      reply = answerMessage(await askChat({ ...request, walletAddress: address }, controller.signal));
    } catch (err) {
      if (controller.signal.aborted) return;
      reply = noAnswerMessage(err, text);
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
    if (lastAddress.current?.toLowerCase() !== address.toLowerCase()) return;
    append(address, reply);
    setSending(false);
  }, [address, append, draft, sending, stored, lastAddress]);

  /** Whether a wallet is connected now (for events that arrive outside React's render). */
  const connected = useCallback(() => lastAddress.current !== undefined, [lastAddress]);
  return { shown, draft, setDraft, sending, send, connected };
}
