// The window events one section sends to open another, prefilled. The chat suggests an action and its button
// fires one of these; the section that owns the form listens and opens it. Nothing is signed by the sender: the
// receiving form shows the values and the person confirms there, with that form's own checks.
//
//   openChat       {question?}                               mf-chat opens, the question typed in (not sent)
//   openDeposit    {poolId, protocol, chainId, asset, amount?} mf-yields opens the deposit dialog of that pool
//   openTransfer   {fromChainId, toChainId, amount?, speed?}  mf-transfer fills the CCTP form and scrolls to it
//   openOptimizer  {profile?}                                 mf-optimizer scrolls into view, profile chosen
//
// Amounts are decimal strings ("1500", "0.5"), exactly what the form's amount field takes.

export const SECTION_EVENTS = {
  chat: 'openChat',
  deposit: 'openDeposit',
  transfer: 'openTransfer',
  optimizer: 'openOptimizer',
} as const;

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
  speed?: 'fast' | 'standard';
};
export type OpenOptimizerDetail = { profile?: 'conservative' | 'balanced' | 'aggressive' };

export type SectionEventDetails = {
  openChat: OpenChatDetail;
  openDeposit: OpenDepositDetail;
  openTransfer: OpenTransferDetail;
  openOptimizer: OpenOptimizerDetail;
};
export type SectionEventName = keyof SectionEventDetails;

/** Fires a section event on `target` (the window in the app). */
export function fireSectionEvent<N extends SectionEventName>(
  target: EventTarget,
  name: N,
  detail: SectionEventDetails[N],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens for a section event; returns the function that stops listening (fits a React effect's cleanup). */
export function onSectionEvent<N extends SectionEventName>(
  target: EventTarget,
  name: N,
  handler: (detail: SectionEventDetails[N]) => void,
): () => void {
  const listener = (event: Event) => handler(((event as CustomEvent).detail ?? {}) as SectionEventDetails[N]);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
