import { expect, test } from 'vitest';
import { readPasted } from './read-pasted';
import SAMPLE from './sample-transfer.json';

test("Circle's recorded sample reads as 1 USDC from Ethereum to Avalanche, fast, keyed by its nonce", () => {
  const read = readPasted(` ${SAMPLE.message}\n`, SAMPLE.attestation);
  expect(read.ok).toBe(true);
  if (!read.ok) return;
  expect(read.transfer).toMatchObject({
    sourceChainId: 1,
    destinationChainId: 43114,
    amount: '1',
    mode: 'fast',
    message: SAMPLE.message,
  });
  expect(read.transfer.nonce).toMatch(/^0x[0-9a-f]{64}$/);
});

test('what cannot be minted is refused with its reason, before anything is sent', () => {
  expect(readPasted('', '')).toMatchObject({ ok: false });
  expect(readPasted('0x1234', SAMPLE.attestation)).toMatchObject({ ok: false });
  // Destination domain 99: no chain of Fin's.
  const elsewhere = `${SAMPLE.message.slice(0, 18)}00000063${SAMPLE.message.slice(26)}`;
  const refused = readPasted(elsewhere, SAMPLE.attestation);
  expect(refused).toEqual({
    ok: false,
    error: 'This message goes between CCTP domains 0 and 99, which Fin does not support',
  });
});
