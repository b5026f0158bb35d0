import { describe, expect, it } from 'vitest';
import { parseTransferLink, transferLinkPath } from './transfer-link';

const HASH = `0x${'Ab'.repeat(32)}`;

describe('a transfer recovery link', () => {
  it('names the source chain by its key and the burn in lower case, and reads back the same burn', () => {
    const path = transferLinkPath(10, HASH);
    expect(path).toBe(`/transfer/optimism/0x${'ab'.repeat(32)}`);
    const [, , chain, tx] = (path as string).split('/');
    expect(parseTransferLink(chain as string, tx as string)).toEqual({
      ok: true,
      link: { sourceChainId: 10, txHash: `0x${'ab'.repeat(32)}` },
    });
  });

  it('takes the chain id as well as its key', () => {
    expect(parseTransferLink('8453', HASH)).toMatchObject({ ok: true, link: { sourceChainId: 8453 } });
  });

  it('explains an unknown chain or a hash that is not one', () => {
    expect(parseTransferLink('atlantis', HASH)).toEqual({
      ok: false,
      error: 'Fin does not know the chain "atlantis"',
    });
    expect(parseTransferLink('base', '0x1234')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not a transaction hash'),
    });
    expect(transferLinkPath(999, HASH)).toBeNull();
  });
});
