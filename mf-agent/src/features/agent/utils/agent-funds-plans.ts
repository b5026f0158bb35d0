// The two transactions that move money between the wallet and its agent on Base, as plans for the shared runner:
// funding is a USDC transfer to the agent; withdrawing submits the agent's EIP-3009 authorization (signed on the
// server, payable only to this wallet), so the agent needs no ETH.

import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import { BASE_ID } from '@fin/shared/domain/chains/chains';
import type { AgentWithdrawal } from '@fin/shared/schemas/agent-wallet';
import { buildTxPlan, contractWriteStep } from '@fin/shared/web3/tx-plan';
import { type Address, erc20Abi, type Hex, parseAbi } from 'viem';

const transferWithAuthorizationAbi = parseAbi([
  'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature)',
]);

export function fundAgentPlan(wallet: Address, agent: Address, amount: bigint) {
  return buildTxPlan(wallet, [
    contractWriteStep({
      chainId: BASE_ID,
      id: 'fund-agent',
      label: 'Send USDC to your agent',
      address: X402_ASSET,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [agent, amount],
    }),
  ]);
}

export function agentWithdrawalPlan(wallet: Address, w: AgentWithdrawal) {
  const a = w.authorization;
  return buildTxPlan(wallet, [
    contractWriteStep({
      chainId: BASE_ID,
      id: 'withdraw-agent',
      label: 'Bring the agent’s USDC back to your wallet',
      address: X402_ASSET,
      abi: transferWithAuthorizationAbi,
      functionName: 'transferWithAuthorization',
      args: [
        a.from as Address,
        a.to as Address,
        BigInt(a.value),
        BigInt(a.validAfter),
        BigInt(a.validBefore),
        a.nonce as Hex,
        w.signature as Hex,
      ],
    }),
  ]);
}
