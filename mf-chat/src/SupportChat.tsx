// Support chat: a floating button on every screen, reachable from anywhere on the page, only with a connected
// wallet. It opens a panel in the corner on desktop and a full-screen modal chat on phones (page scroll locked,
// focus kept inside). It opens on the window event `openChat` (optionally with a question typed in), closes and
// forgets the conversation when the wallet disconnects, and keeps each wallet's history in this browser.

import { onSectionEvent } from '@fin/shared/contract/section-actions';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { CHAT_MESSAGE_MAX_LENGTH } from '@fin/shared/schemas/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatLauncher } from './features/chat/components/ChatLauncher';
import { ChatPanel } from './features/chat/components/ChatPanel';
import { usePhoneLayout } from './features/chat/hooks/use-phone-layout';
import { useChatConversation } from './features/chat/hooks/useChatConversation';
import './features/chat/components/chat.css';

/** Open or closed; closing puts focus back on the button that opened the chat, so keyboard users are where they were. */
function useChatOpen() {
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const focusLauncher = useRef(false);
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
  return { open, setOpen, close, launcher };
}

export default function SupportChat() {
  const { address, status } = usePageWallet();
  const { open, setOpen, close, launcher } = useChatOpen();
  const chat = useChatConversation(address, status, () => setOpen(false));
  const phone = usePhoneLayout();
  const { connected, setDraft } = chat;

  useEffect(
    () =>
      onSectionEvent(window, 'openChat', (detail) => {
        if (!connected()) return;
        if (typeof detail.question === 'string') setDraft(detail.question.slice(0, CHAT_MESSAGE_MAX_LENGTH));
        setOpen(true);
      }),
    [connected, setDraft, setOpen],
  );

  if (!address) return <div data-section="mf_chat/SupportChat" data-state="no-wallet" hidden />;
  return (
    <div data-section="mf_chat/SupportChat" data-state={open ? 'open' : 'closed'} className="fin-chat">
      {!open && <ChatLauncher ref={launcher} onOpen={() => setOpen(true)} />}
      {open && (
        <ChatPanel
          messages={chat.shown}
          draft={chat.draft}
          sending={chat.sending}
          onDraft={setDraft}
          onSend={() => void chat.send()}
          onClose={close}
          modal={phone}
        />
      )}
    </div>
  );
}
