import { describe, expect, it } from 'vitest';
import { addressSchema, chainIdSchema, decimalAmountSchema, walletChainIdSchema } from './common';
import { triggerNotificationRequestSchema } from './notifications';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('shared request schemas', () => {
  it('checksums addresses and refuses a wrong checksum or length', () => {
    expect(addressSchema.parse('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    expect(messages(addressSchema.safeParse('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))).toEqual([
      'has a checksum (mixed upper/lower case) that does not match: check the address for a typo',
    ]);
    expect(messages(addressSchema.safeParse('0x123'))).toEqual([
      'must be 0x followed by 40 hexadecimal characters',
    ]);
    expect(messages(addressSchema.safeParse(undefined))).toEqual(['is required']);
  });

  it('accepts the six chains from JSON or a path string and names them when refusing', () => {
    expect(chainIdSchema.parse(8453)).toBe(8453);
    expect(chainIdSchema.parse('137')).toBe(137);
    const [message] = messages(chainIdSchema.safeParse(56));
    expect(message).toContain('8453 (Base)');
    expect(walletChainIdSchema.parse(84532)).toBe(84532);
    expect(walletChainIdSchema.safeParse(56).success).toBe(false);
  });

  it('keeps amounts as decimal strings within decimals and range', () => {
    const usdc = decimalAmountSchema({ decimals: 6, max: '1000000000' });
    expect(usdc.parse('1250.5')).toBe('1250.5');
    expect(messages(usdc.safeParse('1.1234567'))).toEqual(['has more than 6 decimal places']);
    expect(messages(usdc.safeParse('0'))).toEqual(['must be greater than 0']);
    expect(messages(usdc.safeParse('1e3'))).toEqual([
      'must be a plain decimal number such as "100.5" (no sign, exponent or commas)',
    ]);
    expect(messages(usdc.safeParse('1000000000.000001'))).toEqual(['must be at most 1000000000']);
    expect(messages(usdc.safeParse(5))).toEqual([
      'must be a decimal number written as text, for example "100.5"',
    ]);
  });

  it('normalizes a transfer notification and refuses a transfer to the same chain', () => {
    const transfer = {
      id: 'transfer_1732185600000',
      amount: '25',
      asset: 'USDC',
      sourceChain: 'Base',
      destinationChain: 42161,
      recipient: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      status: 'pending',
      timestamp: 1732185600000,
      transferMode: 'fast',
    };
    const ok = triggerNotificationRequestSchema.parse({ event: 'transfer.initiated', transfer });
    expect(ok.transfer.sourceChain).toBe(8453);
    expect(ok.transfer.recipient).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    const same = triggerNotificationRequestSchema.safeParse({
      event: 'transfer.initiated',
      transfer: { ...transfer, destinationChain: 'base' },
    });
    expect(messages(same)).toEqual(['source and destination chain must differ']);
    expect(
      messages(triggerNotificationRequestSchema.safeParse({ event: 'transfer.lost', transfer }))[0],
    ).toBe('must be one of transfer.initiated, transfer.failed, transfer.completed');
  });
});
