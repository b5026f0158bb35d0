import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CctpTransfer } from '../domain/cctp/transfer-record';

// Each section of the page compiles its own copy of this module; two fresh imports stand in for two sections.
// The page contract's modules exist once per page (Module Federation shares them), so every copy gets the same one.
const pageContract = await import('@fin/shared/contract/section-messages');
async function sectionCopy() {
  vi.resetModules();
  vi.doMock('@fin/shared/contract/section-messages', () => pageContract);
  return import('./cctp-records');
}

const WALLET = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function transfer(status: CctpTransfer['status']): CctpTransfer {
  return {
    id: 'transfer_1',
    amount: '500',
    asset: 'USDC',
    sourceChain: 1,
    destinationChain: 8453,
    recipient: WALLET,
    status,
    timestamp: 1,
    transferMode: 'fast',
    txHash: `0x${'ab'.repeat(32)}`,
    maxFee: '0',
    updatedAt: 1,
  };
}

describe('transfer records shared by the sections of one page', () => {
  beforeEach(() => localStorage.clear());

  it('a section that read the list before another finished the transfer never writes an earlier step back', async () => {
    const yields = await sectionCopy();
    const quickActions = await sectionCopy();
    yields.recordTransfer(transfer('burned'));
    expect(quickActions.loadTransfers(WALLET).map((t) => t.status)).toEqual(['burned']);
    yields.recordTransfer(transfer('completed'));
    // Quick Actions learns the attestation late (its chain scan) and records it: the completed record stands.
    quickActions.recordTransfer(transfer('attested'));
    expect(yields.loadTransfers(WALLET).map((t) => t.status)).toEqual(['completed']);
    expect(quickActions.loadTransfers(WALLET).map((t) => t.status)).toEqual(['completed']);
  });

  it("a section's history shows what another section recorded, step by step", async () => {
    const yields = await sectionCopy();
    const quickActions = await sectionCopy();
    function History() {
      const list = quickActions.useTransfers(WALLET);
      return <p>{list.map((t) => t.status).join(',') || 'No transfers yet'}</p>;
    }
    render(<History />);
    expect(screen.getByText('No transfers yet')).toBeInTheDocument();
    act(() => {
      yields.recordTransfer(transfer('burned'));
    });
    expect(screen.getByText('burned')).toBeInTheDocument();
    act(() => {
      yields.recordTransfer(transfer('attested'));
      yields.recordTransfer(transfer('completed'));
    });
    expect(screen.getByText('completed')).toBeInTheDocument();
  });

  it('a write from another tab shows on the next read', async () => {
    const records = await sectionCopy();
    records.recordTransfer(transfer('burned'));
    const elsewhere = [{ ...transfer('completed'), updatedAt: 2 }];
    localStorage.setItem(`fin.transfers.${WALLET}`, JSON.stringify(elsewhere));
    expect(records.loadTransfers(WALLET).map((t) => t.status)).toEqual(['completed']);
  });
});
