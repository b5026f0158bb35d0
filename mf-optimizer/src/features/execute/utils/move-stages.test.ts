import { wholeMove } from '../../../test/rebalancing-action';
import { bridgeStepText, depositedText } from './move-stages';

test('what each CCTP step asks of the user while a move bridges', () => {
  const move = { ...wholeMove, fromChain: 'Arbitrum', toChain: 'Base', crossChain: true };
  expect(bridgeStepText('burn', '4000', move)).toBe('Burn 4000 USDC on Arbitrum: confirm in your wallet');
  expect(bridgeStepText('switch-destination', '4000', move)).toBe('Switch to Base to receive the USDC');
  expect(bridgeStepText('mint', '4000', move)).toBe('Mint USDC on Base: confirm in your wallet');
  expect(bridgeStepText('attestation', '4000', move)).toBe('Waiting for Circle’s attestation...');
  expect(bridgeStepText('approve', '4000', move)).toBe(
    'Approve USDC for the CCTP messenger (only if needed)...',
  );
  // A step the flow adds later is shown by its name rather than hidden.
  expect(bridgeStepText('retry', '4000', move)).toBe('retry');
});

test('the deposit step writes its amount as the portfolio does', () => {
  expect(depositedText(25_000_000_000n, 6, 'USDC')).toBe('25,000.00 USDC deposited');
  expect(depositedText(1_500_000_000_000_000_000n, 18, 'DAI')).toBe('1.500000 DAI deposited');
});
