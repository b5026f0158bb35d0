// Support chat: a floating button on every screen, reachable from anywhere on the page, only with a connected
// wallet. It opens a panel in the corner on desktop and a full-screen modal chat on phones (page scroll locked,
// focus kept inside). It opens on the window event `openChat` (optionally with a question typed in), closes and
// forgets the conversation when the wallet disconnects, and keeps each wallet's history in this browser.

import { askChat } from '@fin/shared/api/chat';
import { ApiError } from '@fin/shared/api/client';
import { onSectionEvent } from '@fin/shared/contract/section-actions';
import { fallbackReply } from '@fin/shared/domain/chat/fallback';
import { historyToSend, historyToShow } from '@fin/shared/domain/chat/history';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@fin/shared/schemas/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatPanel } from './features/chat/components/ChatPanel';
import { usePhoneLayout } from './features/chat/hooks/use-phone-layout';
import { clearHistory, readHistory, writeHistory } from './features/chat/utils/chat-storage';
import './features/chat/components/chat.css';

let counter = 0;
const newId = () => `msg_${Date.now()}_${++counter}`;

export default function SupportChat() {
  const { address, status } = usePageWallet();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState<ChatMessage[]>([]);
  const stored = useRef<ChatMessage[]>([]);
  const lastAddress = useRef<string | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);
  const phone = usePhoneLayout();

  // Closing puts focus back on the button that opened the chat, so keyboard users are where they were.
  useEffect(() => {
    if (!open && focusLauncher.current) {
      focusLauncher.current = false;
      launcher.current?.focus();
    }
  }, [open]);
  const close = useCallback(() => {
    focusLauncher.current = true;
    setOpen(false);
  }, []);

  // Wallet changes: load that wallet's history; on disconnect, close, reset and forget it.
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
      inFlight.current?.abort();
      stored.current = [];
      setShown([]);
      setDraft('');
      setSending(false);
      setOpen(false);
    }
  }, [address, status]);

  useEffect(
    () =>
      onSectionEvent(window, 'openChat', (detail) => {
        if (!lastAddress.current) return;
        if (typeof detail.question === 'string') setDraft(detail.question.slice(0, CHAT_MESSAGE_MAX_LENGTH));
        setOpen(true);
      }),
    [],
  );

  const append = useCallback((wallet: string, message: ChatMessage) => {
    stored.current = [...stored.current, message];
    writeHistory(wallet, stored.current);
    setShown((list) => [...list, message]);
  }, []);

  const send = useCallback(async () => {
    const text = draft.trim();
    if (!address || !text || sending || text.length > CHAT_MESSAGE_MAX_LENGTH) return;
    const history = historyToSend(stored.current);
    append(address, { id: newId(), timestamp: new Date().toISOString(), sender: 'user', content: text });
    setDraft('');
    setSending(true);
    const controller = new AbortController();
    inFlight.current = controller;
    let reply: ChatMessage;
    try {
      const answer = await askChat(
        {
          message: text,
          history,
          includeAlchemyData: true,
          chains: [],
          protocols: [],
          walletAddress: address,
        },
        controller.signal,
      );
      reply = {
        id: newId(),
        timestamp: answer.timestamp,
        sender: 'agent',
        content: answer.content,
        metadata: answer.metadata,
      };
    } catch (err) {
      if (controller.signal.aborted) return;
      // A refusal (too fast, invalid) is said plainly; when no answer came (network, deadline, or the API's
      // proxy answering 5xx for a dead API) the canned reply for its keywords is marked offline.
      const refused =
        err instanceof ApiError && err.kind === 'http' && err.status !== undefined && err.status < 500;
      reply = {
        id: newId(),
        timestamp: new Date().toISOString(),
        sender: 'agent',
        content: refused ? (err as ApiError).message : fallbackReply(text).content,
        metadata: { dataSource: 'fallback', x402Enhanced: false, ...(refused ? {} : { offline: true }) },
      };
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
    if (lastAddress.current?.toLowerCase() !== address.toLowerCase()) return;
    append(address, reply);
    setSending(false);
  }, [address, append, draft, sending]);

  if (!address) return <div data-section="mf_chat/SupportChat" data-state="no-wallet" hidden />;
  return (
    <div data-section="mf_chat/SupportChat" data-state={open ? 'open' : 'closed'} className="fin-chat">
      {!open && (
        <button
          ref={launcher}
          type="button"
          className="fin-chat__launcher"
          aria-label="Open support chat"
          onClick={() => setOpen(true)}
        >
          {/* An SVG, not an emoji: without an emoji font (many Linux desktops) the emoji drew an empty box. */}
          <svg
            aria-hidden="true"
            className="fin-chat__launcher-icon"
            viewBox="0 0 24 24"
            width="18"
            height="18"
          >
            <path
              d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
              fill="currentColor"
            />
          </svg>
          <span className="fin-chat__launcher-text">Chat with Fin</span>
        </button>
      )}
      {open && (
        <ChatPanel
          messages={shown}
          draft={draft}
          sending={sending}
          onDraft={setDraft}
          onSend={() => void send()}
          onClose={close}
          modal={phone}
        />
      )}
    </div>
  );
}
