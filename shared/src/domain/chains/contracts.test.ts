import { encodeAbiParameters, getAddress, keccak256, parseAbiParameters } from 'viem';
import { describe, expect, it } from 'vitest';
import { getAsset, getTokenAddress } from '../money/tokens';
import {
  AAVE_V3_POOL,
  COMPOUND_V3_COMET_USDC,
  METAMORPHO_VAULTS,
  MORPHO_ADAPTIVE_CURVE_IRM,
  MORPHO_LLTV,
  MORPHO_MARKETS,
  morphoCollateralLabel,
  morphoMarketId,
  morphoMarketsOn,
} from './contracts';

const idOf = (chainId: number, collateral: string) => {
  const market = MORPHO_MARKETS.find((m) => m.chainId === chainId && m.collateral === collateral)!;
  return morphoMarketId(market.params);
};

describe('protocol contracts', () => {
  it('has the Aave V3 pool of the address book on each chain', () => {
    expect(AAVE_V3_POOL[1]).toBe('0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2');
    expect(AAVE_V3_POOL[8453]).toBe('0xA238Dd80C259a72e81d7e4664a9801593F98d1c5');
    for (const id of [42161, 10, 137, 43114]) {
      expect(AAVE_V3_POOL[id]).toBe('0x794a61358D6845594F94dc1DB02A252b5b4814aD');
    }
  });

  it('agrees with the receipt registry on Comet and vault addresses', () => {
    for (const [chainId, comet] of Object.entries(COMPOUND_V3_COMET_USDC)) {
      expect(getTokenAddress('cUSDC', Number(chainId))).toBe(comet);
    }
    for (const [symbol, vault] of Object.entries(METAMORPHO_VAULTS)) {
      expect(getAsset(symbol)?.addresses).toEqual(vault.addresses);
    }
  });

  it('checksums every configured address', () => {
    const all = [
      ...Object.values(AAVE_V3_POOL),
      ...Object.values(COMPOUND_V3_COMET_USDC),
      ...MORPHO_MARKETS.flatMap((m) => [
        m.params.loanToken,
        m.params.collateralToken,
        m.params.oracle,
        m.params.irm,
      ]),
    ];
    for (const address of all) expect(getAddress(address!)).toBe(address);
  });
});

describe('Morpho markets', () => {
  it('configures WETH, wstETH, WBTC and cbETH USDC-loan markets at 0.86 lltv on Ethereum and Base', () => {
    for (const chainId of [1, 8453]) {
      const markets = morphoMarketsOn(chainId);
      expect(markets.map((m) => m.collateral)).toEqual(['WETH', 'wstETH', 'WBTC', 'cbETH']);
      for (const m of markets) {
        expect(m.params.loanToken).toBe(getTokenAddress('USDC', chainId));
        expect(m.params.irm).toBe(MORPHO_ADAPTIVE_CURVE_IRM[chainId]);
        expect(m.params.lltv).toBe(860_000_000_000_000_000n);
      }
    }
    expect(MORPHO_LLTV).toBe((10n ** 18n * 86n) / 100n);
  });

  it('computes the market id as keccak256(abi.encode(params))', () => {
    for (const { params } of MORPHO_MARKETS) {
      const expected = keccak256(
        encodeAbiParameters(parseAbiParameters('address, address, address, address, uint256'), [
          params.loanToken,
          params.collateralToken,
          params.oracle,
          params.irm,
          params.lltv,
        ]),
      );
      expect(morphoMarketId(params)).toBe(expected);
    }
    const ids = MORPHO_MARKETS.map((m) => morphoMarketId(m.params));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reproduces the ids of the live Morpho markets it mirrors', () => {
    expect(idOf(1, 'wstETH')).toBe('0xb323495f7e4148be5643a4ea4a8221eef163e4bccfdedc2a6f4696baacbc86cc');
    expect(idOf(1, 'WBTC')).toBe('0x3a85e619751152991742810df6ec69ce473daef99e28a64ab2340d7b7ccfee49');
    expect(idOf(8453, 'WETH')).toBe('0x8793cf302b8ffd655ab97bd1c695dbd967807e8367a65cb2f4edaf1380ba1bda');
    expect(idOf(8453, 'cbETH')).toBe('0xdba352d93a64b17c71104cbddc6aef85cd432322a1446b5b65163cbbc615cd0c');
  });

  it('labels a position by its collateral token, whatever the case', () => {
    expect(morphoCollateralLabel(8453, '0x2ae3f1ec7f1f5012cfeab0185bfc7aa3cf0dec22')).toBe('cbETH');
    expect(morphoCollateralLabel(1, '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0')).toBe('wstETH');
    expect(morphoCollateralLabel(1, '0x0000000000000000000000000000000000000001')).toBeUndefined();
    expect(morphoCollateralLabel(10, '0x2ae3f1ec7f1f5012cfeab0185bfc7aa3cf0dec22')).toBeUndefined();
  });
});
