// CCTP V2 on every chain: MessageTransmitterV2 (attesters, threshold 2) and TokenMessengerV2 (minter of USDC),
// linked to the messengers and USDC of every other devnet chain, with Circle's $10M per-burn limit.

import { CHAINS, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { CCTP_V2, MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { type Address, pad } from 'viem';
import { messageTransmitterV2Abi, tokenMessengerV2Abi } from '../abis';
import { ATTESTERS, DEPLOYER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { units } from './tokens';

/** Where executed CCTP fees are minted on the destination. */
export const CCTP_FEE_RECIPIENT: Address = DEPLOYER.address;

export async function deployCctp(ctx: ChainContext, opts: { minFee?: bigint } = {}): Promise<void> {
  const usdc = getTokenAddress('USDC', ctx.chainId);
  if (!usdc) return;
  const { messageTransmitter, tokenMessenger } = CCTP_V2;
  await placeCode(ctx, messageTransmitter, 'MessageTransmitterV2');
  await send(ctx, DEPLOYER.address, messageTransmitter, messageTransmitterV2Abi, 'initialize', [
    DEPLOYER.address,
    ctx.domain,
    ATTESTERS.map((a) => a.address),
    BigInt(ATTESTERS.length),
  ]);
  await placeCode(ctx, tokenMessenger, 'TokenMessengerV2');
  await send(ctx, DEPLOYER.address, tokenMessenger, tokenMessengerV2Abi, 'initialize', [
    DEPLOYER.address,
    messageTransmitter,
    CCTP_FEE_RECIPIENT,
    opts.minFee ?? 0n,
  ]);
  await send(ctx, DEPLOYER.address, tokenMessenger, tokenMessengerV2Abi, 'setMaxBurnAmountPerMessage', [
    usdc,
    units(10_000_000, 6),
  ]);
  for (const remote of CHAINS) {
    if (remote.id === ctx.chainId || !(PORTFOLIO_CHAIN_IDS as readonly number[]).includes(remote.id))
      continue;
    const remoteUsdc = remote.contracts.usdc;
    if (!remoteUsdc) continue;
    await send(ctx, DEPLOYER.address, tokenMessenger, tokenMessengerV2Abi, 'addRemoteTokenMessenger', [
      remote.cctpDomain,
      pad(tokenMessenger),
    ]);
    await send(ctx, DEPLOYER.address, tokenMessenger, tokenMessengerV2Abi, 'linkTokenPair', [
      usdc,
      remote.cctpDomain,
      pad(remoteUsdc),
    ]);
  }
}

export async function deployMulticall(ctx: ChainContext): Promise<void> {
  await placeCode(ctx, MULTICALL3, 'Multicall3');
}
