// CCTP V2 steps as the app performs them: approve, depositForBurn, poll the attestation service, receiveMessage.
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { type Address, type Hex, maxUint256, pad, zeroHash } from 'viem';
import { expect } from 'vitest';
import { messageTransmitterV2Abi, tokenAbi, tokenMessengerV2Abi } from '../src/abis';
import type { DevAccount } from '../src/accounts';
import { devnet, fund, sleep, write } from './helpers';

export type IrisMessage = {
  message: Hex;
  eventNonce: Hex;
  attestation: Hex | 'PENDING';
  cctpVersion: number;
  status: 'complete' | 'pending_confirmations';
  delayReason: string | null;
  forwardState?: string;
  forwardTxHash?: Hex;
  forwardErrorCode?: string;
  decodedMessage: {
    minFinalityThreshold: string;
    finalityThresholdExecuted: string;
    decodedMessageBody: { amount: string; maxFee: string; feeExecuted: string; expirationBlock: string };
  };
};

export const domainOf = (chainId: number) => devnet.chain(chainId).domain;
export const usdcOn = (chainId: number) => getTokenAddress('USDC', chainId)!;

export async function usdcBalance(chainId: number, who: Address) {
  return devnet
    .publicClient(chainId)
    .readContract({ address: usdcOn(chainId), abi: tokenAbi, functionName: 'balanceOf', args: [who] });
}

export async function burn(
  from: number,
  to: number,
  sender: DevAccount,
  recipient: Address,
  amount: bigint,
  opts: { fast: boolean; maxFee?: bigint; hookData?: Hex; destinationCaller?: Hex },
) {
  const usdc = usdcOn(from);
  await fund(from, usdc, sender.address, amount);
  await write(from, sender, usdc, tokenAbi, 'approve', [CCTP_V2.tokenMessenger, maxUint256]);
  const maxFee = opts.maxFee ?? (opts.fast ? amount / 5_000n : 0n);
  const args = [
    amount,
    domainOf(to),
    pad(recipient),
    usdc,
    opts.destinationCaller ?? zeroHash,
    maxFee,
    opts.fast ? 1000 : 2000,
  ] as const;
  const receipt = opts.hookData
    ? await write(from, sender, CCTP_V2.tokenMessenger, tokenMessengerV2Abi, 'depositForBurnWithHook', [
        ...args,
        opts.hookData,
      ])
    : await write(from, sender, CCTP_V2.tokenMessenger, tokenMessengerV2Abi, 'depositForBurn', args);
  return receipt.transactionHash;
}

export async function iris(path: string, init?: RequestInit) {
  const res = await fetch(`${devnet.manifest.attestationUrl}${path}`, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

export async function irisMessages(sourceChainId: number, txHash: Hex) {
  const res = await iris(`/v2/messages/${domainOf(sourceChainId)}?transactionHash=${txHash}`);
  return { status: res.status, messages: (res.body as { messages?: IrisMessage[] }).messages };
}

/**
 * Polls like the app (but every 100 ms) until the message is complete (and `until` holds, e.g. re-attested);
 * returns it and the statuses seen.
 */
export async function waitForAttestation(
  sourceChainId: number,
  txHash: Hex,
  until: (m: IrisMessage) => boolean = () => true,
  timeoutMs = 10_000,
) {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { status, messages } = await irisMessages(sourceChainId, txHash);
    const m = messages?.[0];
    seen.push(status === 200 && m ? m.status : String(status));
    if (m?.status === 'complete' && until(m)) return { message: m, seen };
    await sleep(100);
  }
  throw new Error(`no attestation for ${txHash} within ${timeoutMs} ms (saw ${seen.join(', ')})`);
}

export async function receive(chainId: number, caller: DevAccount, message: Hex, attestation: Hex) {
  return write(chainId, caller, CCTP_V2.messageTransmitter, messageTransmitterV2Abi, 'receiveMessage', [
    message,
    attestation,
  ]);
}

export function expectComplete(m: IrisMessage) {
  expect(m.status).toBe('complete');
  expect(m.attestation).toMatch(/^0x[0-9a-f]{260}$/);
  expect(m.message.startsWith('0x')).toBe(true);
}
