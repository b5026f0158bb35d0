// Where the user writes: Enter sends, Shift+Enter is a new line; an empty, too long or in-flight message is not sent,
// and a too long one says the limit.
import { CHAT_MESSAGE_MAX_LENGTH } from '@fin/shared/schemas/chat';
import { Button } from '@fin/shared/ui/Button';
import { type KeyboardEvent, useEffect, useRef } from 'react';

export function ChatComposer(props: {
  draft: string;
  sending: boolean;
  onDraft: (text: string) => void;
  onSend: () => void;
}) {
  const { draft, sending } = props;
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = draft.trim() === '';
  const tooLong = draft.trim().length > CHAT_MESSAGE_MAX_LENGTH;
  const sendable = !blank && !sending && !tooLong;
  useEffect(() => input.current?.focus(), []);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; a composing IME keeps its Enter.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (sendable) props.onSend();
    }
  };
  return (
    <>
      <form
        className="fin-chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (sendable) props.onSend();
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
          onChange={(e) => props.onDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={tooLong ? 'fin-chat-too-long' : undefined}
        />
        <Button type="submit" disabled={!sendable}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </form>
      {tooLong && (
        <p id="fin-chat-too-long" className="fin-chat__error" role="alert">
          Your message is too long: keep it under {CHAT_MESSAGE_MAX_LENGTH} characters
        </p>
      )}
    </>
  );
}
