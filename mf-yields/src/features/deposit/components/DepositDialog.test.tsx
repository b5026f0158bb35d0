import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { realOpportunities } from '../../../test/real-opportunities';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { DepositDialog } from './DepositDialog';

const { rows } = realOpportunities();
const aaveBase = rows.find((r) => r.protocolSlug === 'aave-v3' && r.chain === 'Base' && r.asset === 'USDC')!;

/** No network; records the JSON-RPC methods the page tried, so a test can say no transaction was prepared. */
function offline() {
  const rpcMethods: string[] = [];
  const stub = stubFetch((_url, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { method?: string }) : {};
    if (body.method) rpcMethods.push(body.method);
    return undefined;
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, rpcMethods };
}

/** Methods that only preparing or sending a transaction uses (reads of balances and allowances are not). */
const TRANSACTION_METHODS = /^eth_(estimateGas|sendTransaction|sendRawTransaction|simulateV1)$/;

async function openDialog(opportunity = aaveBase, connected = true) {
  const onOpenChange = vi.fn();
  await renderWithProviders(<DepositDialog opportunity={opportunity} open onOpenChange={onOpenChange} />, {
    connected,
  });
  return { dialog: screen.getByRole('dialog', { name: `Deposit to ${opportunity.protocol}` }), onOpenChange };
}

describe('deposit dialog', () => {
  it('shows asset, chain, APY and TVL, and keeps Deposit disabled until the amount is above 0', async () => {
    offline();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('USDC')).toBeInTheDocument();
    expect(within(dialog).getByText('Base')).toBeInTheDocument();
    const deposit = within(dialog).getByRole('button', { name: 'Deposit' });
    expect(deposit).toBeDisabled();
    const amount = within(dialog).getByLabelText('Amount (USDC)');
    fireEvent.change(amount, { target: { value: '0' } });
    expect(deposit).toBeDisabled();
    fireEvent.change(amount, { target: { value: '12.5' } });
    expect(deposit).toBeEnabled();
  });

  it('opened by another section with an amount, shows that amount filled in for the person to check', async () => {
    offline();
    await renderWithProviders(
      <DepositDialog opportunity={aaveBase} open onOpenChange={vi.fn()} initialAmount="1500" />,
      { connected: true },
    );
    const dialog = screen.getByRole('dialog', { name: 'Deposit to Aave V3' });
    expect(within(dialog).getByLabelText('Amount (USDC)')).toHaveValue('1500');
  });

  it('says the integration is coming soon for a pool without a contract, and clears the line after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = offline();
    const { dialog } = await openDialog(aaveBase);
    expect(within(dialog).getByTestId('deposit-footer')).toHaveTextContent('Aave V3 integration coming soon');
    fireEvent.change(within(dialog).getByLabelText('Amount (USDC)'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    const status = within(dialog).getByTestId('deposit-status');
    expect(status).toHaveTextContent('Aave V3 integration coming soon!');
    expect(stub.rpcMethods.filter((m) => TRANSACTION_METHODS.test(m))).toEqual([]);
    await act(async () => vi.advanceTimersByTime(4900));
    expect(status).toHaveTextContent('Aave V3 integration coming soon!');
    await act(async () => vi.advanceTimersByTime(200));
    expect(status).toBeEmptyDOMElement();
  });

  it('names a token Fin has not configured on that chain', async () => {
    offline();
    const usde = { ...aaveBase, asset: 'USDe', poolAddress: AAVE_V3_POOL[8453]! };
    const { dialog } = await openDialog(usde);
    expect(within(dialog).getByTestId('deposit-footer')).toHaveTextContent(
      'Direct deposit to the Aave V3 contract',
    );
    fireEvent.change(within(dialog).getByLabelText('Amount (USDe)'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(within(dialog).getByTestId('deposit-status')).toHaveTextContent(
      'USDe not yet configured for Base',
    );
  });

  it('warns that a wallet on another network will be switched first', async () => {
    offline();
    const { dialog } = await openDialog({ ...aaveBase, poolAddress: AAVE_V3_POOL[8453]! });
    // wagmi's mock wallet starts on the first configured chain, Ethereum.
    expect(within(dialog).getByTestId('deposit-wrong-network')).toHaveTextContent('switch to Base first');
  });

  it('asks a visitor to connect a wallet instead of showing the form', async () => {
    offline();
    const { dialog } = await openDialog(aaveBase, false);
    expect(within(dialog).getByText('Connect a wallet to deposit')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('closes with Cancel', async () => {
    offline();
    const { dialog, onOpenChange } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
