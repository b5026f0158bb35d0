// The form's mint against a fake world (shared/testing/cctp-world.ts): the mint that follows the wallet's arrival on
// the destination (useTransferFlow.ts, 0.5 s later) after the user already minted with 'Complete Transfer Manually'.
import { bridgeUsdc } from '@fin/shared/cctp/web3/bridge';
import { readLinkedBurn } from '@fin/shared/cctp/web3/burn-link';
import { createTransferRun } from '@fin/shared/cctp/web3/transfer-run';
import { TRANSFER_TEXTS } from '@fin/shared/domain/cctp/transfer-texts';
import { cctpWorld, WALLET } from '@fin/shared/testing/cctp-world';
import type { Hash } from 'viem';
import { transferActions } from './transfer-actions';

const BASE = 8453;
const ARBITRUM = 42161;

test("the user's own mint within the moment after the switch is the transfer's only mint, and reads complete", async () => {
  const world = cctpWorld();
  world.fund(BASE, 500_000_000n);
  world.faults.refuseSwitchTo = ARBITRUM;
  let hash: Hash | undefined;
  await bridgeUsdc(
    world.deps,
    { sourceChainId: BASE, destinationChainId: ARBITRUM, amount: 100_000_000n, maxFee: 0n, fast: false },
    { onBurnSigned: (h) => (hash = h) },
  ).catch(() => undefined);
  world.faults.refuseSwitchTo = undefined;
  const burn = await readLinkedBurn(world.deps, BASE, hash as Hash);
  const run = createTransferRun();
  run.send({
    type: 'resume',
    walletChainId: BASE,
    transfer: {
      id: 'x',
      amount: '100',
      asset: 'USDC',
      sourceChain: BASE,
      destinationChain: ARBITRUM,
      recipient: WALLET,
      status: 'failed',
      timestamp: 1,
      transferMode: 'forwarded',
      txHash: hash as Hash,
      message: burn.message ?? undefined,
      attestation: burn.attestation ?? undefined,
      eventNonce: burn.eventNonce ?? undefined,
      maxFee: '0',
      updatedAt: 1,
    },
  });
  await world.deps.switchChain(ARBITRUM);
  // The wallet arrived: 'Complete Transfer Manually' is offered while the arrival's mint waits.
  run.send({ type: 'on-destination' });
  const actions = transferActions({
    deps: world.deps,
    run,
    address: WALLET,
    walletChainId: ARBITRUM,
    abort: { current: null },
  });
  await actions.completeManually();
  const sent = world.sent.length;
  await actions.mint();
  expect(world.sent.length).toBe(sent);
  expect(run.state()).toMatchObject({ phase: 'completed', status: TRANSFER_TEXTS.completed(ARBITRUM) });
  expect(run.state().transfer?.mintTxHash).toBeDefined();
});
