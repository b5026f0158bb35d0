// How long a move the agent announces waits for its owner to cancel it: the choices the panel offers and the words
// for a window, the same in the panel, the agent's log and the move's news.

/** The choices, in seconds; the server's default is 10 minutes (rounds-store.ts). */
export const CANCEL_WINDOWS = [300, 600, 1800, 3600, 21_600, 86_400] as const;

/** '10 min', '1 hour', '6 hours'; a window set by other means (the API) in seconds or minutes as it is. */
export function cancelWindowWords(seconds: number): string {
  if (seconds > 0 && seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  if (seconds > 0 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
