// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Initializable} from "../lib/Initializable.sol";

/// Compound V3-style single-asset market (Comet). Base-token principals are signed: positive is supply, negative
/// is borrow; present values come from the supply and borrow indexes, which accrue per second from the kinked
/// supply and borrow rate curves of the current utilization. Withdrawing beyond one's supply borrows against
/// posted collateral (priced in 8-decimal USD, weighted by its borrow collateral factor).
contract Comet is Initializable {
    using SafeERC20 for IERC20;

    /// Comet's AssetInfo (CometCore.sol), field for field, as getAssetInfo answers it. The devnet prices collateral
    /// itself (no Chainlink feed: priceFeed reads 0), never liquidates (liquidate factor = borrow factor,
    /// liquidation factor 1) and caps nothing.
    struct AssetInfo {
        uint8 offset;
        address asset;
        address priceFeed;
        uint64 scale;
        uint64 borrowCollateralFactor;
        uint64 liquidateCollateralFactor;
        uint64 liquidationFactor;
        uint128 supplyCap;
    }

    /// The devnet's own record of a collateral asset, with its fixed USD price.
    struct Collateral {
        address asset;
        uint64 scale;
        uint128 priceUsd; // 8 decimals
        uint64 borrowCollateralFactor; // 1e18
    }

    /// Comet's TotalsCollateral (CometStorage.sol).
    struct TotalsCollateral {
        uint128 totalSupplyAsset;
        uint128 _reserved;
    }

    /// Comet's TotalsBasic (CometStorage.sol), field for field. The devnet has no rewards tracking and no pause, so
    /// the tracking indexes and pause flags read 0.
    struct TotalsBasic {
        uint64 baseSupplyIndex;
        uint64 baseBorrowIndex;
        uint64 trackingSupplyIndex;
        uint64 trackingBorrowIndex;
        uint104 totalSupplyBase;
        uint104 totalBorrowBase;
        uint40 lastAccrualTime;
        uint8 pauseFlags;
    }

    struct RateCurve {
        uint64 kink;
        uint64 perSecondInterestRateSlopeLow;
        uint64 perSecondInterestRateSlopeHigh;
        uint64 perSecondInterestRateBase;
    }

    uint64 private constant FACTOR_SCALE = 1e18;
    uint64 private constant BASE_INDEX_SCALE = 1e15;
    uint256 private constant PRICE_SCALE = 1e8;

    string public name;
    string public symbol;
    address public baseToken;
    uint8 public decimals;
    uint256 public baseScale;
    uint256 public baseBorrowMin;
    RateCurve private _supplyCurve;
    RateCurve private _borrowCurve;

    // Internal as on Comet: the market's totals are read through totalsBasic(), as on mainnet.
    uint64 internal baseSupplyIndex;
    uint64 internal baseBorrowIndex;
    uint104 internal totalSupplyBase;
    uint104 internal totalBorrowBase;
    uint40 internal lastAccrualTime;

    mapping(address => int104) public principalOf;
    Collateral[] private _assets;
    mapping(address => mapping(address => uint128)) private _collateral;
    mapping(address => TotalsCollateral) public totalsCollateral;
    /// Comet's managers (allow/hasPermission): a manager may move the owner's balance (transferFrom).
    mapping(address => mapping(address => bool)) public isAllowed;

    event Supply(address indexed from, address indexed dst, uint256 amount);
    event Withdraw(address indexed src, address indexed to, uint256 amount);
    event SupplyCollateral(address indexed from, address indexed dst, address indexed asset, uint256 amount);
    event WithdrawCollateral(address indexed src, address indexed to, address indexed asset, uint256 amount);
    event Transfer(address indexed from, address indexed to, uint256 amount);

    function initialize(
        address owner_,
        address baseToken_,
        uint8 decimals_,
        string calldata name_,
        string calldata symbol_,
        RateCurve calldata supplyCurve,
        RateCurve calldata borrowCurve,
        uint256 baseBorrowMin_
    ) external initializer {
        _setOwner(owner_);
        baseToken = baseToken_;
        decimals = decimals_;
        baseScale = 10 ** decimals_;
        name = name_;
        symbol = symbol_;
        _supplyCurve = supplyCurve;
        _borrowCurve = borrowCurve;
        baseBorrowMin = baseBorrowMin_;
        baseSupplyIndex = BASE_INDEX_SCALE;
        baseBorrowIndex = BASE_INDEX_SCALE;
        lastAccrualTime = uint40(block.timestamp);
    }

    function addAsset(address asset, uint8 assetDecimals, uint128 priceUsd, uint64 borrowCollateralFactor)
        external
        onlyOwner
    {
        _assets.push(Collateral(asset, uint64(10 ** assetDecimals), priceUsd, borrowCollateralFactor));
    }

    function numAssets() external view returns (uint8) {
        return uint8(_assets.length);
    }

    function getAssetInfo(uint8 i) external view returns (AssetInfo memory) {
        Collateral storage c = _assets[i];
        return AssetInfo({
            offset: i,
            asset: c.asset,
            priceFeed: address(0),
            scale: c.scale,
            borrowCollateralFactor: c.borrowCollateralFactor,
            liquidateCollateralFactor: c.borrowCollateralFactor,
            liquidationFactor: FACTOR_SCALE,
            supplyCap: type(uint128).max
        });
    }

    // --- rates ----------------------------------------------------------------------------------------

    function getUtilization() public view returns (uint256) {
        (uint64 supplyIndex, uint64 borrowIndex) = _accruedIndices();
        return _utilization(supplyIndex, borrowIndex);
    }

    function _utilization(uint64 supplyIndex, uint64 borrowIndex) private view returns (uint256) {
        uint256 supplied = _presentValue(totalSupplyBase, supplyIndex);
        if (supplied == 0) return 0;
        return (_presentValue(totalBorrowBase, borrowIndex) * FACTOR_SCALE) / supplied;
    }

    function getSupplyRate(uint256 utilization) public view returns (uint64) {
        return _rate(_supplyCurve, utilization);
    }

    function getBorrowRate(uint256 utilization) public view returns (uint64) {
        return _rate(_borrowCurve, utilization);
    }

    function _rate(RateCurve storage c, uint256 utilization) private view returns (uint64) {
        if (utilization <= c.kink) {
            return uint64(c.perSecondInterestRateBase + (c.perSecondInterestRateSlopeLow * utilization) / FACTOR_SCALE);
        }
        return uint64(
            c.perSecondInterestRateBase + (c.perSecondInterestRateSlopeLow * c.kink) / FACTOR_SCALE
                + (c.perSecondInterestRateSlopeHigh * (utilization - c.kink)) / FACTOR_SCALE
        );
    }

    function _accruedIndices() private view returns (uint64 supplyIndex, uint64 borrowIndex) {
        supplyIndex = baseSupplyIndex;
        borrowIndex = baseBorrowIndex;
        uint256 dt = block.timestamp - lastAccrualTime;
        if (dt > 0) {
            uint256 utilization = _utilization(supplyIndex, borrowIndex);
            supplyIndex += uint64((uint256(supplyIndex) * getSupplyRate(utilization) * dt) / FACTOR_SCALE);
            borrowIndex += uint64((uint256(borrowIndex) * getBorrowRate(utilization) * dt) / FACTOR_SCALE);
        }
    }

    function accrueAccount(address) external {
        _accrue();
    }

    function _accrue() private {
        (baseSupplyIndex, baseBorrowIndex) = _accruedIndices();
        lastAccrualTime = uint40(block.timestamp);
    }

    // --- balances -------------------------------------------------------------------------------------

    function _presentValue(uint256 principal, uint64 index) private pure returns (uint256) {
        return (principal * index) / BASE_INDEX_SCALE;
    }

    function _presentValueOf(int104 principal, uint64 supplyIndex, uint64 borrowIndex) private pure returns (int256) {
        if (principal >= 0) return int256(_presentValue(uint104(principal), supplyIndex));
        return -int256(_presentValue(uint104(-principal), borrowIndex));
    }

    function _principalOf(int256 presentValue, uint64 supplyIndex, uint64 borrowIndex) private pure returns (int104) {
        if (presentValue >= 0) return int104(int256((uint256(presentValue) * BASE_INDEX_SCALE) / supplyIndex));
        uint256 owed = uint256(-presentValue);
        return -int104(int256((owed * BASE_INDEX_SCALE + borrowIndex - 1) / borrowIndex));
    }

    function balanceOf(address account) external view returns (uint256) {
        (uint64 s, uint64 b) = _accruedIndices();
        int256 v = _presentValueOf(principalOf[account], s, b);
        return v > 0 ? uint256(v) : 0;
    }

    function borrowBalanceOf(address account) public view returns (uint256) {
        (uint64 s, uint64 b) = _accruedIndices();
        int256 v = _presentValueOf(principalOf[account], s, b);
        return v < 0 ? uint256(-v) : 0;
    }

    /// The stored totals, as Comet's totalsBasic() returns them (indexes as of the last accrual, 1e15 scale).
    function totalsBasic() external view returns (TotalsBasic memory) {
        return TotalsBasic(
            baseSupplyIndex, baseBorrowIndex, 0, 0, totalSupplyBase, totalBorrowBase, lastAccrualTime, 0
        );
    }

    function totalSupply() external view returns (uint256) {
        (uint64 s,) = _accruedIndices();
        return _presentValue(totalSupplyBase, s);
    }

    function totalBorrow() external view returns (uint256) {
        (, uint64 b) = _accruedIndices();
        return _presentValue(totalBorrowBase, b);
    }

    function collateralBalanceOf(address account, address asset) external view returns (uint128) {
        return _collateral[account][asset];
    }

    function isBorrowCollateralized(address account) public view returns (bool) {
        uint256 owed = borrowBalanceOf(account);
        if (owed == 0) return true;
        uint256 capacityUsd;
        for (uint256 i = 0; i < _assets.length; i++) {
            Collateral storage a = _assets[i];
            uint256 valueUsd = (uint256(_collateral[account][a.asset]) * a.priceUsd) / a.scale;
            capacityUsd += (valueUsd * a.borrowCollateralFactor) / FACTOR_SCALE;
        }
        return (owed * PRICE_SCALE) / baseScale <= capacityUsd;
    }

    // --- actions --------------------------------------------------------------------------------------

    function supply(address asset, uint256 amount) external {
        _supply(msg.sender, msg.sender, asset, amount);
    }

    function supplyTo(address dst, address asset, uint256 amount) external {
        _supply(msg.sender, dst, asset, amount);
    }

    function withdraw(address asset, uint256 amount) external {
        _withdraw(msg.sender, msg.sender, asset, amount);
    }

    function withdrawTo(address to, address asset, uint256 amount) external {
        _withdraw(msg.sender, to, asset, amount);
    }

    function _supply(address from, address dst, address asset, uint256 amount) private {
        if (asset != baseToken) return _supplyCollateral(from, dst, asset, amount);
        _accrue();
        int104 oldPrincipal = principalOf[dst];
        int256 oldValue = _presentValueOf(oldPrincipal, baseSupplyIndex, baseBorrowIndex);
        // `type(uint256).max` repays the whole borrow, as on Comet.
        if (amount == type(uint256).max) amount = oldValue < 0 ? uint256(-oldValue) : 0;
        IERC20(baseToken).safeTransferFrom(from, address(this), amount);
        int256 newValue = oldValue + int256(amount);
        _setPrincipal(dst, oldPrincipal, _principalOf(newValue, baseSupplyIndex, baseBorrowIndex));
        emit Supply(from, dst, amount);
        emit Transfer(address(0), dst, amount);
    }

    function _withdraw(address src, address to, address asset, uint256 amount) private {
        if (asset != baseToken) return _withdrawCollateral(src, to, asset, amount);
        _accrue();
        int104 oldPrincipal = principalOf[src];
        int256 oldValue = _presentValueOf(oldPrincipal, baseSupplyIndex, baseBorrowIndex);
        if (amount == type(uint256).max) amount = oldValue > 0 ? uint256(oldValue) : 0;
        int256 newValue = oldValue - int256(amount);
        _setPrincipal(src, oldPrincipal, _principalOf(newValue, baseSupplyIndex, baseBorrowIndex));
        if (newValue < 0) {
            require(uint256(-newValue) >= baseBorrowMin, "BorrowTooSmall");
            require(isBorrowCollateralized(src), "NotCollateralized");
        }
        require(IERC20(baseToken).balanceOf(address(this)) >= amount, "InsufficientReserves");
        IERC20(baseToken).safeTransfer(to, amount);
        emit Withdraw(src, to, amount);
        emit Transfer(src, address(0), amount);
    }

    // --- account-to-account moves (Comet's transfer, transferFrom, transferAsset, transferAssetFrom) -------

    function allow(address manager, bool isAllowed_) external {
        isAllowed[msg.sender][manager] = isAllowed_;
    }

    function hasPermission(address owner_, address manager) public view returns (bool) {
        return owner_ == manager || isAllowed[owner_][manager];
    }

    function transfer(address dst, uint256 amount) external returns (bool) {
        _transfer(msg.sender, msg.sender, dst, baseToken, amount);
        return true;
    }

    function transferFrom(address src, address dst, uint256 amount) external returns (bool) {
        _transfer(msg.sender, src, dst, baseToken, amount);
        return true;
    }

    function transferAsset(address dst, address asset, uint256 amount) external {
        _transfer(msg.sender, msg.sender, dst, asset, amount);
    }

    function transferAssetFrom(address src, address dst, address asset, uint256 amount) external {
        _transfer(msg.sender, src, dst, asset, amount);
    }

    /// Base moves between accounts as on Comet (transferBase): the supply that leaves `src` and the supply that
    /// reaches `dst` are each one Transfer from or to nothing, with no Supply or Withdraw beside it. The devnet
    /// moves the base asset only.
    function _transfer(address operator, address src, address dst, address asset, uint256 amount) private {
        require(hasPermission(src, operator), "Unauthorized");
        require(src != dst, "NoSelfTransfer");
        require(asset == baseToken, "BadAsset");
        _accrue();
        int104 srcOld = principalOf[src];
        int104 dstOld = principalOf[dst];
        if (amount == type(uint256).max) {
            int256 all = _presentValueOf(srcOld, baseSupplyIndex, baseBorrowIndex);
            amount = all > 0 ? uint256(all) : 0;
        }
        int256 srcValue = _presentValueOf(srcOld, baseSupplyIndex, baseBorrowIndex) - int256(amount);
        int256 dstValue = _presentValueOf(dstOld, baseSupplyIndex, baseBorrowIndex) + int256(amount);
        int104 srcNew = _principalOf(srcValue, baseSupplyIndex, baseBorrowIndex);
        int104 dstNew = _principalOf(dstValue, baseSupplyIndex, baseBorrowIndex);
        _setPrincipal(src, srcOld, srcNew);
        _setPrincipal(dst, dstOld, dstNew);
        if (srcValue < 0) {
            require(uint256(-srcValue) >= baseBorrowMin, "BorrowTooSmall");
            require(isBorrowCollateralized(src), "NotCollateralized");
        }
        uint256 withdrawn = _supplyPart(srcOld) - _supplyPart(srcNew);
        uint256 supplied = _supplyPart(dstNew) - _supplyPart(dstOld);
        if (withdrawn > 0) emit Transfer(src, address(0), _presentValue(withdrawn, baseSupplyIndex));
        if (supplied > 0) emit Transfer(address(0), dst, _presentValue(supplied, baseSupplyIndex));
    }

    function _supplyPart(int104 principal) private pure returns (uint256) {
        return principal > 0 ? uint256(uint104(principal)) : 0;
    }

    function _setPrincipal(address account, int104 oldPrincipal, int104 newPrincipal) private {
        if (oldPrincipal >= 0) totalSupplyBase -= uint104(oldPrincipal);
        else totalBorrowBase -= uint104(-oldPrincipal);
        if (newPrincipal >= 0) totalSupplyBase += uint104(newPrincipal);
        else totalBorrowBase += uint104(-newPrincipal);
        principalOf[account] = newPrincipal;
    }

    function _assetIndex(address asset) private view returns (uint256) {
        for (uint256 i = 0; i < _assets.length; i++) {
            if (_assets[i].asset == asset) return i;
        }
        revert("BadAsset");
    }

    function _supplyCollateral(address from, address dst, address asset, uint256 amount) private {
        _assetIndex(asset);
        IERC20(asset).safeTransferFrom(from, address(this), amount);
        _collateral[dst][asset] += uint128(amount);
        totalsCollateral[asset].totalSupplyAsset += uint128(amount);
        emit SupplyCollateral(from, dst, asset, amount);
    }

    function _withdrawCollateral(address src, address to, address asset, uint256 amount) private {
        _assetIndex(asset);
        _accrue();
        _collateral[src][asset] -= uint128(amount);
        totalsCollateral[asset].totalSupplyAsset -= uint128(amount);
        require(isBorrowCollateralized(src), "NotCollateralized");
        IERC20(asset).safeTransfer(to, amount);
        emit WithdrawCollateral(src, to, asset, amount);
    }
}
