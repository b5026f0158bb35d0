// Not 'scroll' nor pointer moves: the browser scrolls on its own (restoring a position, anchoring while sections
// above grow) and sends pointer moves when the page changes under a resting cursor; neither is the reader.
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs `run` once, after the page has loaded, at the reader's first interaction (click, touch, keys, wheel) or
 * `fallbackMs` later without one: for work the first screen does not need but the next action will. Returns a stop.
 */
export function afterFirstInteraction(run: () => void, fallbackMs: number): () => void {
  let done = false;
  let fallback: number | undefined;
  const stop = () => {
    done = true;
    window.removeEventListener('load', armed);
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
    if (fallback !== undefined) window.clearTimeout(fallback);
  };
  function fire() {
    if (done) return;
    stop();
    run();
  }
  function armed() {
    if (done) return;
    for (const type of INTERACTIONS) window.addEventListener(type, fire, { capture: true, passive: true });
    fallback = window.setTimeout(fire, fallbackMs);
  }
  if (document.readyState === 'complete') armed();
  else window.addEventListener('load', armed, { once: true });
  return stop;
}
