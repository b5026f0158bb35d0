import type { Ref } from 'react';

/** The floating button that opens the chat. */
export function ChatLauncher({ onOpen, ref }: { onOpen: () => void; ref: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      className="fin-chat__launcher"
      aria-label="Open support chat"
      onClick={onOpen}
    >
      {/* An SVG, not an emoji: without an emoji font (many Linux desktops) the emoji drew an empty box. */}
      <svg aria-hidden="true" className="fin-chat__launcher-icon" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
          fill="currentColor"
        />
      </svg>
      <span className="fin-chat__launcher-text">Chat with Fin</span>
    </button>
  );
}
