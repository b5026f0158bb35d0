// Well-known anvil accounts (mnemonic "test test ... junk") and the roles they play on the devnet.
// These keys are public: never use them on a real chain.
import type { Address, Hex } from 'viem';
import { keccak256, toBytes } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

export type DevAccount = { address: Address; privateKey: Hex };

const ANVIL_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
];

export function anvilAccount(index: number): DevAccount {
  const privateKey = ANVIL_KEYS[index];
  if (!privateKey) throw new Error(`anvil account #${index} does not exist (0-9)`);
  return { address: privateKeyToAddress(privateKey), privateKey };
}

/** The demo wallet: anvil account #0, the one the demo connector signs with. */
export const DEMO_ACCOUNT = anvilAccount(0);
/** Supplies liquidity to every pool and vault. */
export const LIQUIDITY_PROVIDER = anvilAccount(1);
/** Posts collateral and borrows, giving every pool its utilization. */
export const BORROWER = anvilAccount(2);
/** Free accounts for tests and manual play (no seeded positions). */
export const SPARE_ACCOUNTS = [3, 4, 5, 6, 7, 8].map(anvilAccount);
/** Deploys and owns every devnet contract; the only account allowed to use the token faucet. */
export const DEPLOYER = anvilAccount(9);

/** An account from a fixed label: a key no anvil mnemonic hands out, so no test or tool signs with it by chance. */
function labelledAccount(label: string): DevAccount {
  const privateKey = keccak256(toBytes(label));
  return { address: privateKeyToAddress(privateKey), privateKey };
}

/** The agent wallet Fin's server holds on the devnet: it pays for risk and analytics reports (x402) in Base USDC. */
export const AGENT_ACCOUNT = labelledAccount('fin devnet agent wallet');
/**
 * The master secret (BIP-39) the API derives each wallet's own agent account from (m/44'/60'/0'/0/i, one index per
 * wallet that turns its agent on). Public like every devnet key: derived agents start empty and are funded by
 * their users from the page.
 */
export const AGENT_MASTER_SECRET = 'dream element stand lyrics banana copy spice snow token zoo message hair';
/** Fin's treasury, where paid reports are paid to. It starts empty so what it earns shows on chain. */
export const TREASURY_ACCOUNT = labelledAccount('fin devnet treasury');
/** The devnet x402 facilitator: submits transferWithAuthorization for each paid report and pays its gas. */
export const FACILITATOR_ACCOUNT = labelledAccount('fin devnet x402 facilitator');
/** The devnet's Circle Forwarding Service relayer: mints forwarded transfers on the destination and pays the gas. */
export const FORWARDER_ACCOUNT = labelledAccount('fin devnet circle forwarder');

/**
 * Circle attester keys of the devnet. Derived from fixed labels (not anvil accounts) so they hold no funds,
 * and sorted by address because MessageTransmitterV2 requires signatures in increasing signer order.
 */
export const ATTESTERS: readonly DevAccount[] = ['fin devnet attester 1', 'fin devnet attester 2']
  .map((label) => {
    const privateKey = keccak256(toBytes(label));
    return { address: privateKeyToAddress(privateKey), privateKey };
  })
  .sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
