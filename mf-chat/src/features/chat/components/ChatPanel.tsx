import type { ChatMessage } from '@fin/shared/schemas/chat';
import { Button } from '@fin/shared/ui/Button';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';

type Props = {
  messages: readonly ChatMessage[];
  draft: string;
  sending: boolean;
  onDraft: (text: string) => void;
  onSend: () => void;
  onClose: () => void;
  /** Phones: the chat fills the screen as a modal dialog, and Tab stays inside it. */
  modal: boolean;
};

const FOCUSABLE = 'button:not(:disabled), textarea, [tabindex="0"], a[href]';

/** Tab from the last focusable element goes to the first and Shift+Tab the other way: a modal keeps focus. */
function keepFocusInside(e: KeyboardEvent<HTMLElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

export function ChatPanel({ messages, draft, sending, onDraft, onSend, onClose, modal }: Props) {
  const list = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el && messages.length >= 0) el.scrollTop = el.scrollHeight;
  }, [messages.length, sending]);
  const onPanelKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') onClose();
    if (e.key === 'Tab' && modal) keepFocusInside(e);
  };

  return (
    <section
      className={`fin-chat__panel${modal ? ' fin-chat__panel--modal' : ''}`}
      role="dialog"
      aria-modal={modal}
      aria-label="Support chat"
      onKeyDown={onPanelKeyDown}
    >
      <header className="fin-chat__header">
        <div>
          <h2 className="fin-chat__title">Fin support</h2>
          <p className="fin-chat__subtitle">Answers from your live balances and the yields list</p>
        </div>
        <Button variant="ghost" size="sm" aria-label="Close support chat" onClick={onClose}>
          ✕
        </Button>
      </header>
      {/* A focusable region so the conversation scrolls from the keyboard too (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
      <section className="fin-chat__messages" ref={list} aria-label="Conversation" tabIndex={0}>
        <ol className="fin-chat__list" aria-live="polite">
          {messages.length === 0 && (
            <li className="fin-chat__empty">
              Ask about your balances, the best yields, a protocol's risk, moving USDC between chains, or what
              to do next.
            </li>
          )}
          {messages.map((m) => (
            <ChatMessageItem key={m.id} m={m} onClose={onClose} />
          ))}
          {sending && (
            <li className="fin-chat__msg fin-chat__msg--agent" data-testid="chat-thinking">
              <p className="fin-chat__bubble fin-chat__bubble--thinking">Fin is checking your data…</p>
            </li>
          )}
        </ol>
      </section>
      <ChatComposer draft={draft} sending={sending} onDraft={onDraft} onSend={onSend} />
    </section>
  );
}
