/**
 * Smooth scroll to a dashboard section so its top lands 140 px below the viewport top: clear of the sticky header,
 * with the section's heading still in sight. Sections above the target may still grow while their remotes load, so after
 * the scroll ends the position is checked and corrected until the layout is still, unless the user scrolls first.
 */
export const NAV_SCROLL_OFFSET = 140;

const SETTLE_CHECK_MS = 100;
/** In place, with the layout unchanged, for this many checks in a row (1 s): a section above that fills in just
 * after the scroll landed (a loaded machine, a slow API) is still caught. */
const SETTLE_STABLE_CHECKS = 10;
/** Stop correcting once the section has kept its place in the page this long (the layout above has settled)... */
const SETTLE_GIVE_UP_MS = 5000;
/** ...or at the latest this long after the click, even if sections above keep changing. */
const SETTLE_HARD_STOP_MS = 20_000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function targetTop(el: HTMLElement): number {
  return Math.max(0, el.getBoundingClientRect().top + window.scrollY - NAV_SCROLL_OFFSET);
}

function atBottom(): boolean {
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
}

/** Keys that scroll the page: pressing one is the reader taking over; Tab or Shift are not. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

let cancelPrevious: (() => void) | undefined;

export function scrollToSection(
  anchor: string,
  options: { smooth?: boolean; focus?: boolean } = {},
): boolean {
  const el = document.getElementById(anchor);
  if (!el) return false;
  cancelPrevious?.();
  const smooth = (options.smooth ?? true) && !prefersReducedMotion();
  window.scrollTo({ top: targetTop(el), behavior: smooth ? 'smooth' : 'auto' });
  if (window.location.hash !== `#${anchor}`) {
    window.history.replaceState(window.history.state, '', `#${anchor}`);
  }
  // Move keyboard focus with the view, without a second scroll.
  if (options.focus) el.focus({ preventScroll: true });
  keepInPlace(el);
  return true;
}

/** Checks and corrects the scroll until the section stays at its offset; the user's own scroll ends it. */
function keepInPlace(el: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = untilUserScrolls(() => {
    if (timer) clearTimeout(timer);
  });
  const step = settleStep(el);
  const check = () => {
    if (run.stopped()) return;
    if (step() === 'settled') run.stop();
    else timer = setTimeout(check, SETTLE_CHECK_MS);
  };
  timer = setTimeout(check, SETTLE_CHECK_MS);
}

/** A correction that stops when the user scrolls, presses a key or points, or when the next nav choice starts. */
function untilUserScrolls(onStop: () => void): { stop: () => void; stopped: () => boolean } {
  let stopped = false;
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  // The key press or click that chose the section may still be dispatching when this starts: it is not the reader
  // taking over, so it must not end the correction it started.
  const startedAt = performance.now();
  const userScroll = (event: Event) => {
    if (event.timeStamp < startedAt) return;
    if (event instanceof KeyboardEvent && !SCROLL_KEYS.has(event.key)) return;
    stop();
  };
  const stop = () => {
    stopped = true;
    onStop();
    for (const e of events) window.removeEventListener(e, userScroll);
    if (cancelPrevious === stop) cancelPrevious = undefined;
  };
  cancelPrevious = stop;
  for (const e of events) window.addEventListener(e, userScroll, { passive: true });
  return { stop, stopped: () => stopped };
}

/** One check of where the section is: scrolls it back into place if the layout moved it; says when it has settled. */
function settleStep(el: HTMLElement): () => 'settled' | 'again' {
  const started = performance.now();
  let lastLayoutChange = started;
  let lastPageTop = el.getBoundingClientRect().top + window.scrollY;
  let stableChecks = 0;
  let lastY = window.scrollY;
  return () => {
    const moving = window.scrollY !== lastY;
    lastY = window.scrollY;
    // A slow section above (a loaded machine, a slow API) can change its height long after the click: the wait
    // restarts whenever the target moves in the page, so a late change is still corrected instead of leaving the
    // section off-screen.
    const pageTop = el.getBoundingClientRect().top + window.scrollY;
    const layoutMoved = pageTop !== lastPageTop;
    if (layoutMoved) {
      lastPageTop = pageTop;
      lastLayoutChange = performance.now();
    }
    const off = Math.abs(el.getBoundingClientRect().top - NAV_SCROLL_OFFSET);
    if ((off <= 1 || atBottom()) && !layoutMoved) stableChecks += 1;
    else {
      stableChecks = 0;
      // Still travelling: let the smooth scroll finish; stopped short: the layout moved, go straight there.
      if (!moving) window.scrollTo({ top: targetTop(el), behavior: 'auto' });
    }
    const now = performance.now();
    const settled = stableChecks >= SETTLE_STABLE_CHECKS || now - lastLayoutChange > SETTLE_GIVE_UP_MS;
    return settled || now - started > SETTLE_HARD_STOP_MS ? 'settled' : 'again';
  };
}
