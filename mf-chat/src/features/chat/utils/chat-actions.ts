// The button under an answer that suggests an action: its label, and the section event it fires. The chat only
// opens the section prefilled; the person checks and signs there.

import { fireSectionEvent } from '@fin/shared/contract/section-actions';
import { getChainName } from '@fin/shared/domain/chains/chains';
import type { ChatAction } from '@fin/shared/schemas/chat';

export function actionLabel(action: ChatAction): string {
  switch (action.type) {
    case 'deposit':
      return `Open deposit: ${action.amount ? `${action.amount} ` : ''}${action.asset} to ${action.protocol} on ${getChainName(action.chainId)}`;
    case 'transfer':
      return `Open transfer: ${action.amount ? `${action.amount} USDC ` : ''}${getChainName(action.fromChainId)} → ${getChainName(action.toChainId)}`;
    case 'optimizer':
      return 'Open the optimizer';
  }
}

/** The page section each action opens (the shell's remote slot ids). */
const SECTION_OF: Record<ChatAction['type'], string> = {
  deposit: 'mf_yields/YieldsSection',
  transfer: 'mf_transfer/QuickActions',
  optimizer: 'mf_optimizer/PortfolioOptimizer',
};

/**
 * Brings the section into view (which also makes the shell load it if it has not yet: sections load near the
 * viewport), then fires its event; a section still loading picks the request up when it subscribes.
 */
export function openSection(action: ChatAction): void {
  document
    .querySelector(`[data-remote-slot="${SECTION_OF[action.type]}"]`)
    ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  fireAction(window, action);
}

function fireAction(target: EventTarget, action: ChatAction): void {
  switch (action.type) {
    case 'deposit':
      fireSectionEvent(target, 'openDeposit', {
        poolId: action.poolId,
        protocol: action.protocol,
        chainId: action.chainId,
        asset: action.asset,
        ...(action.amount ? { amount: action.amount } : {}),
      });
      return;
    case 'transfer':
      fireSectionEvent(target, 'openTransfer', {
        fromChainId: action.fromChainId,
        toChainId: action.toChainId,
        ...(action.amount ? { amount: action.amount } : {}),
        ...(action.speed ? { speed: action.speed } : {}),
      });
      return;
    case 'optimizer':
      fireSectionEvent(target, 'openOptimizer', action.profile ? { profile: action.profile } : {});
  }
}
