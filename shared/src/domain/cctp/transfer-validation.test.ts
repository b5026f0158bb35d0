import { AMOUNT_ERRORS } from '../money/amount';
import {
  canStartTransfer,
  manualLoadProblem,
  mintInputProblem,
  sourceChainProblem,
  TRANSFER_ERRORS,
  validateTransferAmount,
} from './transfer-validation';

const ctx = { balance: 100_000_000n, sourceChainId: 8453 };

test('zero, negative, non-numeric and above-balance amounts are refused', () => {
  expect(validateTransferAmount('0', ctx)).toEqual({ ok: false, error: AMOUNT_ERRORS.zero });
  expect(validateTransferAmount('-5', ctx)).toEqual({ ok: false, error: AMOUNT_ERRORS.negative });
  expect(validateTransferAmount('abc', ctx)).toEqual({ ok: false, error: AMOUNT_ERRORS.notANumber });
  expect(validateTransferAmount('1.1234567', ctx)).toEqual({
    ok: false,
    error: AMOUNT_ERRORS.tooManyDecimals(6),
  });
  expect(validateTransferAmount('100.000001', ctx)).toEqual({
    ok: false,
    error: 'Amount exceeds your USDC balance on Base (100 USDC)',
  });
  expect(validateTransferAmount('10000001', { balance: null, sourceChainId: 1 })).toEqual({
    ok: false,
    error: TRANSFER_ERRORS.overLimit,
  });
  expect(validateTransferAmount('99.5', ctx)).toEqual({ ok: true, value: 99_500_000n });
});

test('start needs a wallet, an amount, two chains and nothing pending', () => {
  const ok = { connected: true, amountText: '1', sourceChainId: 1, destinationChainId: 8453, pending: false };
  expect(canStartTransfer(ok)).toBe(true);
  expect(canStartTransfer({ ...ok, connected: false })).toBe(false);
  expect(canStartTransfer({ ...ok, amountText: ' ' })).toBe(false);
  expect(canStartTransfer({ ...ok, destinationChainId: 1 })).toBe(false);
  expect(canStartTransfer({ ...ok, pending: true })).toBe(false);
});

test('wrong chain and unconfigured USDC texts', () => {
  expect(sourceChainProblem(8453, 1)).toBe('Please switch to Base network first');
  expect(sourceChainProblem(8453, 8453)).toBeNull();
  expect(sourceChainProblem(747, 747)).toBe('Error: USDC contract address not configured for Flow');
});

test('mint and manual-load checks', () => {
  const att = `0x${'1'.repeat(260)}`;
  expect(mintInputProblem('', att)).toBe('Missing message or attestation');
  expect(mintInputProblem('0xab', 'PENDING')).toBe('Attestation not ready. Please wait and try again.');
  expect(mintInputProblem('0xab', 'ERROR: x')).toBe('Attestation not ready. Please wait and try again.');
  expect(mintInputProblem('0xab', '0x1234')).toBe('Invalid attestation format. Please retry the transfer.');
  expect(mintInputProblem('0xab', att)).toBeNull();
  expect(manualLoadProblem('0xab', '')).toBe('Please provide both message and attestation');
  expect(manualLoadProblem('0xab', att)).toBeNull();
});
