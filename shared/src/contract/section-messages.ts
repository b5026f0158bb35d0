// What the sections of a page tell each other, typed and versioned with the page contract (this file is part of
// it: see version.ts). The module is a page singleton (one copy per page, whichever app loaded first), so these
// messages need no window globals and no untyped window events; a section built for another contract is refused
// with a fallback instead of listening to messages that no longer come.
//
//   transfersChanged  {address}   a wallet's transfer records changed (any section: the transfer form, the bridge
//                                 before a deposit, the optimizer's move); lists of transfers re-read them
//   depositRecorded   {address}   the deposit dialog recorded a deposit; the portfolio re-reads its earnings basis
//
// The requests that open a section prefilled (openChat, openDeposit, openTransfer, openOptimizer) stay window
// events, as the product names them for any page that embeds a section (fired and heard through
// domain/chat/section-actions.ts); their details are typed here, and a request fired before its section listened waits
// here, not on the window. Amounts are decimal strings ("1500", "0.5"), exactly what a form's amount field takes.

export type SectionNotices = {
  transfersChanged: { address: string };
  depositRecorded: { address: string };
};
export type SectionNoticeName = keyof SectionNotices;

type Listener<N extends SectionNoticeName> = (detail: SectionNotices[N]) => void;

const listeners: { [N in SectionNoticeName]: Set<Listener<N>> } = {
  transfersChanged: new Set(),
  depositRecorded: new Set(),
};

/** Tells every section of the page listening for `name`. */
export function notifySections<N extends SectionNoticeName>(name: N, detail: SectionNotices[N]): void {
  for (const listener of [...(listeners[name] as Set<Listener<N>>)]) listener(detail);
}

/** Listens for a notice; returns the function that stops listening (fits a React effect's cleanup). */
export function onSectionNotice<N extends SectionNoticeName>(name: N, listener: Listener<N>): () => void {
  const set = listeners[name] as Set<Listener<N>>;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export type OpenChatDetail = { question?: string };
export type OpenDepositDetail = {
  /** Id of the pool in the yields list (GET /api/defi/all-stablecoins data[].id). */
  poolId: string;
  protocol: string;
  chainId: number;
  asset: string;
  amount?: string;
};
export type OpenTransferDetail = {
  fromChainId: number;
  toChainId: number;
  amount?: string;
  /** 'forwarded': 'Delivered for you' (Circle's Forwarding Service mints on the destination). */
  speed?: 'fast' | 'standard' | 'forwarded';
};
export type OpenOptimizerDetail = {
  profile?: 'conservative' | 'balanced' | 'aggressive';
  /** Start the analysis right away (the agent panel's Optimize); the chat only opens it. */
  run?: boolean;
};

export type SectionEventDetails = {
  openChat: OpenChatDetail;
  openDeposit: OpenDepositDetail;
  openTransfer: OpenTransferDetail;
  openOptimizer: OpenOptimizerDetail;
};
export type SectionEventName = keyof SectionEventDetails;

/** A request to open a section, kept until a listener takes it or it is too old. */
export type PendingSectionRequest = { detail: unknown; at: number; taken: boolean };

const pending = new WeakMap<object, Map<string, PendingSectionRequest>>();

/** The requests fired on `target` (the window in the app) that may still wait for their section. */
export function pendingSectionRequests(target: object): Map<string, PendingSectionRequest> {
  let requests = pending.get(target);
  if (!requests) {
    requests = new Map();
    pending.set(target, requests);
  }
  return requests;
}
