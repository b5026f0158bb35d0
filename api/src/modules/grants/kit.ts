// The MetaMask Smart Accounts Kit, as the API uses it: the delegation's EIP-712 hash and typed data, and the
// DelegationManager calldata for redeeming and revoking. The kit reports usage to MetaMask unless told not to;
// this process reaches no outside host, so it is told (DO_NOT_TRACK, read when the kit first tracks a call).

import type { Caveat } from '@fin/shared/domain/grant/caveats';
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import type { SignedDelegation } from '@fin/shared/schemas/grant';
import { contracts, createExecution, type Delegation, ExecutionMode } from '@metamask/smart-accounts-kit';
import { hashDelegation, SIGNABLE_DELEGATION_TYPED_DATA } from '@metamask/smart-accounts-kit/utils';
import type { Address, Hex } from 'viem';

process.env.DO_NOT_TRACK = '1';

/** The framework's root authority: the delegation is not a redelegation. */
export const ROOT_AUTHORITY: Hex = `0x${'f'.repeat(64)}`;

function toKitDelegation(d: SignedDelegation): Delegation {
  return { ...d, caveats: d.caveats.map((c) => ({ ...c })) } as Delegation;
}

export function delegationHash(d: SignedDelegation): Hex {
  return hashDelegation(toKitDelegation(d));
}

/** What the wallet signs: the DelegationManager's EIP-712 domain on that network. */
export function delegationTypedData(d: SignedDelegation, chainId: number) {
  return {
    domain: {
      name: 'DelegationManager',
      version: '1',
      chainId,
      verifyingContract: DELEGATION_FRAMEWORK.DelegationManager,
    },
    types: SIGNABLE_DELEGATION_TYPED_DATA,
    primaryType: 'Delegation' as const,
    message: { ...d, salt: BigInt(d.salt) },
  };
}

export type GrantCall = { to: Address; data: Hex; value?: bigint };

/** One redeemDelegations call that runs every call in order, each through the same delegation. */
export function redeemCalldata(d: SignedDelegation, calls: { call: GrantCall; caveats: Caveat[] }[]): Hex {
  return contracts.DelegationManager.encode.redeemDelegations({
    delegations: calls.map(({ caveats }) => [toKitDelegation({ ...d, caveats })]),
    modes: calls.map(() => ExecutionMode.SingleDefault),
    executions: calls.map(({ call }) => [
      createExecution({ target: call.to, value: call.value ?? 0n, callData: call.data }),
    ]),
  });
}

export function disableCalldata(d: SignedDelegation): Hex {
  return contracts.DelegationManager.encode.disableDelegation({ delegation: toKitDelegation(d) });
}
