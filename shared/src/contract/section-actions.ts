// The window events one section sends to open another, prefilled (their names and details are typed in the page
// contract, contract/section-messages.ts). The chat suggests an action and its button
// fires one of these; the section that owns the form listens and opens it. Nothing is signed by the sender: the
// receiving form shows the values and the person confirms there, with that form's own checks.
//
//   openChat       {question?}                               mf-chat opens, the question typed in (not sent)
//   openDeposit    {poolId, protocol, chainId, asset, amount?} mf-yields opens the deposit dialog of that pool
//   openTransfer   {fromChainId, toChainId, amount?, speed?}  mf-transfer fills the CCTP form and scrolls to it
//   openOptimizer  {profile?, run?}                           mf-optimizer scrolls into view, profile chosen
//
// Amounts are decimal strings ("1500", "0.5"), exactly what the form's amount field takes.
import {
  pendingSectionRequests,
  type SectionEventDetails,
  type SectionEventName,
} from '@fin/shared/contract/section-messages';
import { SECTION_EVENT_OWNERS } from './section-owners';

/**
 * Sections load lazily (a remote is fetched when it nears the viewport), so the section an event is meant for may
 * not be listening yet. The last request per event is therefore also kept for a short while (in the page contract's
 * one copy per page, contract/section-messages.ts), and
 * a listener that subscribes later picks it up once: the chat's "Open transfer" works even when Quick Actions
 * has not loaded yet.
 */
export const PENDING_REQUEST_TTL_MS = 30_000;
/** Fires a section event on `target` (the window in the app). */
export function fireSectionEvent<N extends SectionEventName>(
  target: EventTarget,
  name: N,
  detail: SectionEventDetails[N],
  now: () => number = Date.now,
): void {
  pendingSectionRequests(target).set(name, { detail, at: now(), taken: false });
  // A listener that is already there takes it now (and marks it taken, so a later subscriber does not replay it).
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Listens for a section event, first delivering a request fired before this listener existed (within
 * PENDING_REQUEST_TTL_MS); returns the function that stops listening (fits a React effect's cleanup).
 */
export function onSectionEvent<N extends SectionEventName>(
  target: EventTarget,
  name: N,
  handler: (detail: SectionEventDetails[N]) => void,
  now: () => number = Date.now,
): () => void {
  const pending = pendingSectionRequests(target);
  const listener = (event: Event) => {
    const request = pending.get(name);
    if (request) request.taken = true;
    handler(((event as CustomEvent).detail ?? {}) as SectionEventDetails[N]);
  };
  target.addEventListener(name, listener);
  const waiting = pending.get(name);
  if (waiting && !waiting.taken && now() - waiting.at <= PENDING_REQUEST_TTL_MS) {
    waiting.taken = true;
    handler((waiting.detail ?? {}) as SectionEventDetails[N]);
  }
  return () => target.removeEventListener(name, listener);
}

/**
 * What a button that opens another section does: brings that section's slot into view (which also makes the shell
 * load it, sections load near the viewport) and sends the request, which the section takes when it subscribes.
 * The chat is a floating panel, not a place on the page: its request only opens it.
 */
export function openSection<N extends SectionEventName>(name: N, detail: SectionEventDetails[N]): void {
  if (name !== 'openChat')
    document
      .querySelector(`[data-remote-slot="${SECTION_EVENT_OWNERS[name].remoteId}"]`)
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  fireSectionEvent(window, name, detail);
}
