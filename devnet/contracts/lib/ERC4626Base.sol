// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ERC20Base} from "./ERC20Base.sol";

/// ERC-4626 vault with storage-held asset and decimals (no immutables: code is placed with anvil_setCode).
/// Conversions use virtual shares (10^decimalsOffset) like OpenZeppelin's and MetaMorpho's vaults, which keeps
/// the first depositor from being diluted. Derived vaults supply totalAssets and the asset movements.
abstract contract ERC4626Base is ERC20Base {
    using SafeERC20 for IERC20;
    using Math for uint256;

    address public asset;
    uint8 internal _decimalsOffset;

    event Deposit(address indexed sender, address indexed owner, uint256 assets, uint256 shares);
    event Withdraw(
        address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares
    );

    function _initVault(address asset_, uint8 assetDecimals, uint8 shareDecimals, string memory name_, string memory symbol_)
        internal
    {
        asset = asset_;
        _decimalsOffset = shareDecimals - assetDecimals;
        _initMetadata(name_, symbol_, shareDecimals);
    }

    function totalAssets() public view virtual returns (uint256);

    /// Runs before any deposit or withdrawal so that state (fees, accrued rates) is current; returns the total
    /// assets the action converts with, so the (costly) totalAssets walk is done once per transaction.
    function _beforeAction() internal virtual returns (uint256) {
        return totalAssets();
    }

    /// Moves assets already held by the vault to where they earn (markets), after a deposit.
    function _afterDeposit(uint256 assets) internal virtual {}

    /// Brings `assets` back to the vault from where they earn, before a withdrawal.
    function _beforeWithdraw(uint256 assets) internal virtual {}

    function convertToShares(uint256 assets) public view virtual returns (uint256) {
        return _toShares(assets, Math.Rounding.Floor);
    }

    function convertToAssets(uint256 shares) public view virtual returns (uint256) {
        return _toAssets(shares, Math.Rounding.Floor);
    }

    function _toShares(uint256 assets, Math.Rounding rounding) internal view virtual returns (uint256) {
        return _toSharesWith(assets, totalAssets(), rounding);
    }

    function _toAssets(uint256 shares, Math.Rounding rounding) internal view virtual returns (uint256) {
        return _toAssetsWith(shares, totalAssets(), rounding);
    }

    /// Conversions at a known total (after _beforeAction has brought fees and rates up to date).
    function _toSharesWith(uint256 assets, uint256 total, Math.Rounding rounding)
        internal
        view
        virtual
        returns (uint256)
    {
        return assets.mulDiv(totalSupply + 10 ** _decimalsOffset, total + 1, rounding);
    }

    function _toAssetsWith(uint256 shares, uint256 total, Math.Rounding rounding)
        internal
        view
        virtual
        returns (uint256)
    {
        return shares.mulDiv(total + 1, totalSupply + 10 ** _decimalsOffset, rounding);
    }

    function maxDeposit(address) public view virtual returns (uint256) {
        return type(uint256).max;
    }

    function maxMint(address) public view virtual returns (uint256) {
        return type(uint256).max;
    }

    function maxWithdraw(address owner_) public view virtual returns (uint256) {
        return _toAssets(balanceOf[owner_], Math.Rounding.Floor);
    }

    function maxRedeem(address owner_) public view virtual returns (uint256) {
        return balanceOf[owner_];
    }

    function previewDeposit(uint256 assets) public view returns (uint256) {
        return _toShares(assets, Math.Rounding.Floor);
    }

    function previewMint(uint256 shares) public view returns (uint256) {
        return _toAssets(shares, Math.Rounding.Ceil);
    }

    function previewWithdraw(uint256 assets) public view returns (uint256) {
        return _toShares(assets, Math.Rounding.Ceil);
    }

    function previewRedeem(uint256 shares) public view returns (uint256) {
        return _toAssets(shares, Math.Rounding.Floor);
    }

    function deposit(uint256 assets, address receiver) external returns (uint256 shares) {
        uint256 total = _beforeAction();
        require(assets <= maxDeposit(receiver), "ERC4626: deposit more than max");
        shares = _toSharesWith(assets, total, Math.Rounding.Floor);
        _deposit(msg.sender, receiver, assets, shares);
    }

    function mint(uint256 shares, address receiver) external returns (uint256 assets) {
        uint256 total = _beforeAction();
        assets = _toAssetsWith(shares, total, Math.Rounding.Ceil);
        require(assets <= maxDeposit(receiver), "ERC4626: mint more than max");
        _deposit(msg.sender, receiver, assets, shares);
    }

    function withdraw(uint256 assets, address receiver, address owner_) external returns (uint256 shares) {
        uint256 total = _beforeAction();
        require(assets <= _toAssetsWith(balanceOf[owner_], total, Math.Rounding.Floor), "ERC4626: withdraw more than max");
        shares = _toSharesWith(assets, total, Math.Rounding.Ceil);
        _withdraw(msg.sender, receiver, owner_, assets, shares);
    }

    function redeem(uint256 shares, address receiver, address owner_) external returns (uint256 assets) {
        uint256 total = _beforeAction();
        require(shares <= balanceOf[owner_], "ERC4626: redeem more than max");
        assets = _toAssetsWith(shares, total, Math.Rounding.Floor);
        _withdraw(msg.sender, receiver, owner_, assets, shares);
    }

    function _deposit(address caller, address receiver, uint256 assets, uint256 shares) private {
        require(shares != 0, "ERC4626: zero shares");
        IERC20(asset).safeTransferFrom(caller, address(this), assets);
        _mint(receiver, shares);
        _afterDeposit(assets);
        emit Deposit(caller, receiver, assets, shares);
    }

    function _withdraw(address caller, address receiver, address owner_, uint256 assets, uint256 shares) private {
        require(assets != 0, "ERC4626: zero assets");
        if (caller != owner_) _spendAllowance(owner_, caller, shares);
        _burn(owner_, shares);
        _beforeWithdraw(assets);
        IERC20(asset).safeTransfer(receiver, assets);
        emit Withdraw(caller, receiver, owner_, assets, shares);
    }
}
