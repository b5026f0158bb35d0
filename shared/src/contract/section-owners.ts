// Which section answers each message of the page contract (contract/section-messages.ts). A message nobody listens
// to is a button that does nothing: section-owners.test.ts reads every app's source and fails when an owner named
// here does not subscribe to its message.
import type { SectionEventName, SectionNoticeName } from '@fin/shared/contract/section-messages';

/** The app that listens (its folder in the workspace) and, for a request, the remote slot it brings into view. */
export type SectionOwner = { app: string; remoteId: string };

/** The requests that open a section prefilled: the one section that takes each. */
export const SECTION_EVENT_OWNERS: Record<SectionEventName, SectionOwner> = {
  openChat: { app: 'mf-chat', remoteId: 'mf_chat/SupportChat' },
  openDeposit: { app: 'mf-yields', remoteId: 'mf_yields/YieldsSection' },
  openTransfer: { app: 'mf-transfer', remoteId: 'mf_transfer/QuickActions' },
  openOptimizer: { app: 'mf-optimizer', remoteId: 'mf_optimizer/PortfolioOptimizer' },
};

/**
 * The notices sections send each other and where they are heard (a folder of the workspace: an app's source, or shared code
 * every app compiles in, as the transfer lists in shared/src/web3/cctp-records.ts).
 */
export const SECTION_NOTICE_LISTENERS: Record<SectionNoticeName, readonly string[]> = {
  transfersChanged: ['shared/src/web3'],
  depositRecorded: ['mf-portfolio/src'],
};
