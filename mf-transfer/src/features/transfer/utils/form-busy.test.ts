import { initialSteps, stepsResumedAt } from '@fin/shared/domain/cctp/transfer-record';
import { expect, test } from 'vitest';
import { formBusy } from './form-busy';

const idle = { pending: false, steps: null, completed: false, transfer: null };

test('the form is free before a transfer, locked while a step runs or a call is in flight', () => {
  expect(formBusy(idle)).toBe(false);
  expect(formBusy({ ...idle, pending: true })).toBe(true);
  expect(formBusy({ ...idle, steps: stepsResumedAt('attestation'), transfer: { status: 'burned' } })).toBe(
    true,
  );
  // Steps shown but none running (all pending after a reset of the wait): free.
  expect(formBusy({ ...idle, steps: initialSteps() })).toBe(false);
});

test('a completed or failed transfer frees the form even with a step left in progress', () => {
  const running = stepsResumedAt('mint');
  expect(formBusy({ ...idle, steps: running, completed: true, transfer: { status: 'completed' } })).toBe(
    false,
  );
  expect(formBusy({ ...idle, steps: running, transfer: { status: 'failed' } })).toBe(false);
});
