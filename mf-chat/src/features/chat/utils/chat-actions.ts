// The button under an answer that suggests an action: its label, and the section event it fires. The chat only
// opens the section prefilled; the person checks and signs there.

import { openSection } from '@fin/shared/contract/section-actions';
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

/** Opens the section the action names, prefilled; the section scrolls into view and takes the request. */
export function openActionSection(action: ChatAction): void {
  switch (action.type) {
    case 'deposit':
      openSection('openDeposit', {
        poolId: action.poolId,
        protocol: action.protocol,
        chainId: action.chainId,
        asset: action.asset,
        ...(action.amount ? { amount: action.amount } : {}),
      });
      return;
    case 'transfer':
      openSection('openTransfer', {
        fromChainId: action.fromChainId,
        toChainId: action.toChainId,
        ...(action.amount ? { amount: action.amount } : {}),
        ...(action.speed ? { speed: action.speed } : {}),
      });
      return;
    case 'optimizer':
      openSection('openOptimizer', action.profile ? { profile: action.profile } : {});
  }
}
