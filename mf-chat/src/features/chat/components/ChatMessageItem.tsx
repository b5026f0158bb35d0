// One message of the conversation: the text, its action button when the answer offers one (it closes the chat and
// opens that section), and who wrote it when, marking offline replies and paid reports.
import type { ChatMessage } from '@fin/shared/schemas/chat';
import { Button } from '@fin/shared/ui/Button';
import { actionLabel, openActionSection } from '../utils/chat-actions';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function ChatMessageItem({ m, onClose }: { m: ChatMessage; onClose: () => void }) {
  const action = m.metadata?.action;
  return (
    <li className={`fin-chat__msg fin-chat__msg--${m.sender}`} data-sender={m.sender}>
      <p className="fin-chat__bubble">{m.content}</p>
      {action && (
        <Button
          size="sm"
          variant="secondary"
          className="fin-chat__action"
          onClick={() => {
            onClose();
            openActionSection(action);
          }}
        >
          {actionLabel(action)}
        </Button>
      )}
      <span className="fin-chat__meta">
        {m.sender === 'user' ? 'You' : 'Fin'} · {time(m.timestamp)}
        {/* Only a reply written without the API is offline: the API's own "I didn't catch that" is not. */}
        {m.metadata?.offline ? ' · offline reply' : ''}
        {m.metadata?.x402Enhanced ? ' · paid report' : ''}
      </span>
    </li>
  );
}
