// What Base says about the agent's signed payments and what it may send back to its owner. A payment is an EIP-3009
// authorization: once signed it is either used on chain (settled) or, after its validBefore, never usable again.
// That is how a settlement that timed out is reconciled, without ever signing a second payment for it.
import { X402_ASSET, X402_ASSET_DOMAIN } from '@fin/shared/domain/agent/x402';
import { type Address, erc20Abi, type Hex, type PublicClient, parseAbi, toHex } from 'viem';
import type { HDAccount } from 'viem/accounts';

const authorizationStateAbi = parseAbi([
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
]);

export type PaymentOutcome = 'settled' | 'expired' | 'unknown';

/** Settled when the chain marks the nonce used; expired when unused past validBefore; else still unknown. */
export async function paymentOutcome(
  base: PublicClient,
  payment: { from: Address; nonce: Hex; validBefore: number },
  nowSeconds: number,
): Promise<PaymentOutcome> {
  const used = await base.readContract({
    address: X402_ASSET,
    abi: authorizationStateAbi,
    functionName: 'authorizationState',
    args: [payment.from, payment.nonce],
  });
  if (used) return 'settled';
  // A block may still carry it until validBefore has passed (a little margin for the chain's clock).
  return nowSeconds > payment.validBefore + 30 ? 'expired' : 'unknown';
}

export type WithdrawalAuthorization = {
  chainId: number;
  asset: Address;
  authorization: {
    from: Address;
    to: Address;
    value: string;
    validAfter: string;
    validBefore: string;
    nonce: Hex;
  };
  signature: Hex;
};

/** How long the owner's wallet has to submit a withdrawal. */
const WITHDRAWAL_VALID_SECONDS = 15 * 60;

/**
 * The agent's whole USDC balance on Base, authorized (EIP-3009) to its owner and nobody else. The owner's wallet
 * submits it and pays its gas, so the agent needs no ETH; an authorization never submitted simply expires.
 */
export async function signWithdrawal(
  agent: HDAccount,
  owner: Address,
  base: PublicClient,
  nowSeconds: number,
): Promise<WithdrawalAuthorization | null> {
  const balance = await base.readContract({
    address: X402_ASSET,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [agent.address],
  });
  if (balance === 0n) return null;
  const message = {
    from: agent.address,
    to: owner,
    value: balance,
    validAfter: 0n,
    validBefore: BigInt(nowSeconds + WITHDRAWAL_VALID_SECONDS),
    nonce: toHex(crypto.getRandomValues(new Uint8Array(32))),
  };
  const signature = await agent.signTypedData({
    domain: { ...X402_ASSET_DOMAIN, chainId: 8453, verifyingContract: X402_ASSET },
    types: {
      TransferWithAuthorization: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' },
        { name: 'validBefore', type: 'uint256' },
        { name: 'nonce', type: 'bytes32' },
      ],
    },
    primaryType: 'TransferWithAuthorization',
    message,
  });
  return {
    chainId: 8453,
    asset: X402_ASSET,
    authorization: {
      from: message.from,
      to: message.to,
      value: String(message.value),
      validAfter: String(message.validAfter),
      validBefore: String(message.validBefore),
      nonce: message.nonce,
    },
    signature,
  };
}
