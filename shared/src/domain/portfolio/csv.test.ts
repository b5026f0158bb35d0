import { describe, expect, it } from 'vitest';
import { csvCell, portfolioCsvFileName, portfolioToCsv } from './csv';

describe('portfolioToCsv', () => {
  it('writes a header and one line per row, numbers in full precision', () => {
    const csv = portfolioToCsv([
      {
        chainName: 'Base',
        chainId: 8453,
        symbol: 'aUSDC',
        name: 'Aave V3 USDC',
        type: 'receipt',
        protocol: 'Aave V3',
        balance: '1234.567891',
        valueUSD: 1234.567891,
        apy: 4.25,
        netInUSD: 1200,
        earnedUSD: 34.567891,
        realizedApy: 4.1,
      },
      {
        chainName: 'Base',
        chainId: 8453,
        symbol: 'mwUSDC',
        name: 'Moonwell USDC',
        type: 'receipt',
        protocol: 'Moonwell',
        balance: '10',
        valueUSD: 10,
        earningsNote: 'Opened before block 1,000: earnings not counted',
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Chain,Chain ID,Symbol,Name,Type,Protocol,Balance,Value (USD),APY (%),Market ID,Collateral,Money in (USD),Earned to date (USD),Realized APY (%),Earnings note',
    );
    expect(lines[1]).toBe(
      'Base,8453,aUSDC,Aave V3 USDC,receipt,Aave V3,1234.567891,1234.567891,4.25,,,1200,34.567891,4.1,',
    );
    expect(lines[2]).toBe(
      'Base,8453,mwUSDC,Moonwell USDC,receipt,Moonwell,10,10,,,,,,,"Opened before block 1,000: earnings not counted"',
    );
    expect(lines[3]).toBe('');
  });
});

describe('csvCell', () => {
  it('quotes separators and quotes, and defuses formula starts', () => {
    expect(csvCell('Morpho "Blue", USDC')).toBe('"Morpho ""Blue"", USDC"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('portfolioCsvFileName', () => {
  it('names the file after the wallet and the day', () => {
    expect(
      portfolioCsvFileName('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', new Date('2025-08-01T10:00:00Z')),
    ).toBe('fin-portfolio-0xf39F-2266-2025-08-01.csv');
  });
});
