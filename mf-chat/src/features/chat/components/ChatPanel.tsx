import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@fin/shared/schemas/chat';
import { Button } from '@fin/shared/ui/Button';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { actionLabel, openSection } from '../utils/chat-actions';

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

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

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
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLElement>(null);
  const blank = draft.trim() === '';
  const tooLong = draft.trim().length > CHAT_MESSAGE_MAX_LENGTH;

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const el = list.current;
    if (el && messages.length >= 0) el.scrollTop = el.scrollHeight;
  }, [messages.length, sending]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; a composing IME keeps its Enter.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!blank && !sending && !tooLong) onSend();
    }
  };
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
            <li key={m.id} className={`fin-chat__msg fin-chat__msg--${m.sender}`} data-sender={m.sender}>
              <p className="fin-chat__bubble">{m.content}</p>
              {m.metadata?.action && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="fin-chat__action"
                  onClick={() => {
                    onClose();
                    if (m.metadata?.action) openSection(m.metadata.action);
                  }}
                >
                  {actionLabel(m.metadata.action)}
                </Button>
              )}
              <span className="fin-chat__meta">
                {m.sender === 'user' ? 'You' : 'Fin'} · {time(m.timestamp)}
                {/* Only a reply written without the API is offline: the API's own "I didn't catch that" is not. */}
                {m.metadata?.offline ? ' · offline reply' : ''}
                {m.metadata?.x402Enhanced ? ' · paid report' : ''}
              </span>
            </li>
          ))}
          {sending && (
            <li className="fin-chat__msg fin-chat__msg--agent" data-testid="chat-thinking">
              <p className="fin-chat__bubble fin-chat__bubble--thinking">Fin is checking your data…</p>
            </li>
          )}
        </ol>
      </section>
      <form
        className="fin-chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!blank && !sending && !tooLong) onSend();
        }}
      >
        <label className="fin-sr-only" htmlFor="fin-chat-input">
          Your question
        </label>
        <textarea
          id="fin-chat-input"
          ref={input}
          className="fin-chat__input"
          rows={2}
          placeholder="Ask Fin… (Enter sends, Shift+Enter for a new line)"
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={tooLong ? 'fin-chat-too-long' : undefined}
        />
        <Button type="submit" disabled={blank || sending || tooLong}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </form>
      {tooLong && (
        <p id="fin-chat-too-long" className="fin-chat__error" role="alert">
          Your message is too long: keep it under {CHAT_MESSAGE_MAX_LENGTH} characters
        </p>
      )}
    </section>
  );
}
