import { MORPHO_FALLBACK_VAULTS } from '@fin/shared/domain/morpho/vaults-fallback';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MorphoVaults from './MorphoVaults';
import { json, renderWithProviders, stubFetch } from './test/render';

// Two vaults as the API returns them (figures from the Morpho API fixture recorded by the API helper).
const apiVaults = [
  {
    address: '0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB',
    name: 'Steakhouse USDC',
    apy: 4.59235,
    tvl: 166.897,
    link: 'https://app.morpho.org/ethereum/vault/0xBEEF01735c132Ada46AA9aA4c54623cAA92A64CB',
  },
  {
    address: '0x0135e907Ca8CCf299F2148e4B3E48439CD8BfB3d',
    name: 'Hyperithm USDC',
    apy: 13.29282,
    tvl: 15.517,
    link: 'https://app.morpho.org/ethereum/vault/0x0135e907Ca8CCf299F2148e4B3E48439CD8BfB3d',
  },
];

function serve(answer: 'ok' | 'error') {
  const stub = stubFetch((url) => {
    if (url.pathname !== '/api/morpho-vaults') return undefined;
    if (answer === 'error')
      return json({ error: { code: 'UPSTREAM', message: 'Morpho API unreachable' } }, 502);
    return json({
      success: true,
      vaults: apiVaults,
      source: 'onchain',
      cached: false,
      lastUpdated: '2026-03-05T10:00:00Z',
    });
  });
  vi.stubGlobal('fetch', stub.fetchStub);
}

const vaultRows = () => screen.findAllByTestId('morpho-vault');

describe('MorphoVaults', () => {
  it('lists the vaults with APY, TVL in millions, tag and a safe new-tab link', async () => {
    serve('ok');
    await renderWithProviders(<MorphoVaults />);
    const [steakhouse, hyperithm] = await vaultRows();
    expect(steakhouse).toHaveTextContent('Steakhouse USDC');
    expect(steakhouse).toHaveTextContent('4.59%');
    expect(steakhouse).toHaveTextContent('$166.9M');
    expect(steakhouse).toHaveTextContent('Established');
    expect(hyperithm).toHaveTextContent('Growing');
    const link = within(steakhouse!).getByRole('link', { name: 'Open Steakhouse USDC on Morpho' });
    expect(link).toHaveAttribute('href', apiVaults[0]!.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Unable to load Morpho vault data')).not.toBeInTheDocument();
  });

  it('falls back to the built-in list of 10 vaults when loading fails', async () => {
    serve('error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<MorphoVaults />);
    expect(await screen.findByText('Unable to load Morpho vault data')).toBeInTheDocument();
    const rows = await vaultRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(MORPHO_FALLBACK_VAULTS[0]!.name);
    expect(rows[0]).toHaveTextContent('$166.9M');
  });

  it('says so when no Morpho Blue market can be read', async () => {
    serve('ok');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<MorphoVaults />);
    expect(
      await screen.findByText('No Morpho Blue market could be read right now.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
