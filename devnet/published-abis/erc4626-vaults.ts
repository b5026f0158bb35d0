// The ERC-4626 surface of the vaults the devnet's RateVault stands in for.
// Euler V2 (EVK): github.com/euler-xyz/euler-vault-kit src/EVault/IEVault.sol @000c4113 (IERC20, IERC4626; that
//   file declares no events).
// Silo V2: github.com/silo-finance/silo-contracts-v2 silo-core/contracts/interfaces/ISilo.sol @0170028d, which extends
//   OpenZeppelin's IERC4626 (its events: @openzeppelin/contracts 5.5.0 interfaces/IERC4626.sol) and adds overloads
//   taking an AssetType that the devnet's vault does not have (Fin calls the ERC-4626 ones).
const ERC4626_FUNCTIONS = [
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address holder, address spender) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function asset() view returns (address)',
  'function totalAssets() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function convertToShares(uint256 assets) view returns (uint256)',
  'function maxDeposit(address) view returns (uint256)',
  'function previewDeposit(uint256 assets) view returns (uint256)',
  'function maxMint(address) view returns (uint256)',
  'function previewMint(uint256 shares) view returns (uint256)',
  'function maxWithdraw(address owner) view returns (uint256)',
  'function previewWithdraw(uint256 assets) view returns (uint256)',
  'function maxRedeem(address owner) view returns (uint256)',
  'function previewRedeem(uint256 shares) view returns (uint256)',
  'function deposit(uint256 assets, address receiver) returns (uint256)',
  'function mint(uint256 shares, address receiver) returns (uint256)',
  'function withdraw(uint256 assets, address receiver, address owner) returns (uint256)',
  'function redeem(uint256 shares, address receiver, address owner) returns (uint256)',
] as const;

export const EULER_EVAULT_PUBLISHED = ERC4626_FUNCTIONS;

export const SILO_PUBLISHED = [
  ...ERC4626_FUNCTIONS,
  'event Deposit(address indexed sender, address indexed owner, uint256 assets, uint256 shares)',
  'event Withdraw(address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
] as const;
