// A transaction line (the recovery page's burn and mint): a link to the chain's public explorer on mainnet; on the
// devnet, whose chains only look like mainnet, the hash says it is a devnet one instead of linking.
import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { render, screen } from '@testing-library/react';
import { TxHash } from './TxHash';

const HASH = `0x${'5a'.repeat(32)}`;

test('on mainnet the mint transaction links to the destination chain’s explorer', () => {
  setRuntimeConfig(
    parseRuntimeConfig({ profile: 'mainnet', chains: [], apiBaseUrl: '', attestationUrl: '' }),
  );
  render(<TxHash chainId={42161} hash={HASH} label="Mint transaction" />);
  const link = screen.getByRole('link');
  expect(link).toHaveAttribute('href', `https://arbiscan.io/tx/${HASH}`);
  expect(screen.getByTestId('tx-mint-transaction')).toHaveAttribute('data-hash', HASH);
});

test('on the devnet it shows the hash as a devnet transaction, with no link', () => {
  setRuntimeConfig(parseRuntimeConfig({ profile: 'devnet', chains: [], apiBaseUrl: '', attestationUrl: '' }));
  render(<TxHash chainId={42161} hash={HASH} label="Mint transaction" />);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByTestId('tx-mint-transaction')).toHaveTextContent(
    'devnet transaction on Arbitrum, not on a public explorer',
  );
});
