// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Initializable} from "../lib/Initializable.sol";
import {RateMath} from "../lib/RateMath.sol";

interface IAToken {
    function mint(address caller, address onBehalfOf, uint256 amount, uint256 index) external returns (bool);
    function burn(address from, address receiverOfUnderlying, uint256 amount, uint256 index) external;
    function transferUnderlyingTo(address target, uint256 amount) external;
    function balanceOf(address user) external view returns (uint256);
}

/// Aave V3-style lending pool. Supply mints rebasing aTokens at the liquidity index; variable-rate borrowing
/// accrues through a compounded borrow index; both rates follow the reserve's utilization on a two-slope curve.
/// getReserveData returns Aave's ReserveDataLegacy layout. Every stablecoin is priced at $1 (8-decimal base).
contract Pool is Initializable {
    using RateMath for uint256;
    using SafeERC20 for IERC20;

    struct ReserveConfigurationMap {
        uint256 data;
    }

    struct ReserveDataLegacy {
        ReserveConfigurationMap configuration;
        uint128 liquidityIndex;
        uint128 currentLiquidityRate;
        uint128 variableBorrowIndex;
        uint128 currentVariableBorrowRate;
        uint128 currentStableBorrowRate;
        uint40 lastUpdateTimestamp;
        uint16 id;
        address aTokenAddress;
        address stableDebtTokenAddress;
        address variableDebtTokenAddress;
        address interestRateStrategyAddress;
        uint128 accruedToTreasury;
        uint128 unbacked;
        uint128 isolationModeTotalDebt;
    }

    /// Rates in ray per year; the kink is the optimal usage ratio in ray.
    struct RateStrategy {
        uint256 optimalUsageRatio;
        uint256 baseVariableBorrowRate;
        uint256 variableRateSlope1;
        uint256 variableRateSlope2;
    }

    uint256 private constant BASE_UNIT_PRICE = 1e8;
    uint256 private constant BPS = 10_000;

    mapping(address => ReserveDataLegacy) private _reserves;
    mapping(address => RateStrategy) private _strategies;
    mapping(address => uint256) private _totalScaledDebt;
    mapping(address => mapping(address => uint256)) private _scaledDebt;
    address[] private _reservesList;

    event Supply(
        address indexed reserve, address user, address indexed onBehalfOf, uint256 amount, uint16 indexed referralCode
    );
    event Withdraw(address indexed reserve, address indexed user, address indexed to, uint256 amount);
    event Borrow(
        address indexed reserve,
        address user,
        address indexed onBehalfOf,
        uint256 amount,
        uint8 interestRateMode,
        uint256 borrowRate,
        uint16 indexed referralCode
    );
    event Repay(address indexed reserve, address indexed user, address indexed repayer, uint256 amount, bool useATokens);
    event ReserveDataUpdated(
        address indexed reserve,
        uint256 liquidityRate,
        uint256 stableBorrowRate,
        uint256 variableBorrowRate,
        uint256 liquidityIndex,
        uint256 variableBorrowIndex
    );

    function initialize(address owner_) external initializer {
        _setOwner(owner_);
    }

    /// Lists a reserve. `ltvBps`/`liquidationThresholdBps`/`reserveFactorBps` are packed into the configuration
    /// bitmap at Aave's bit positions so readers decoding it get the same fields as on mainnet.
    function initReserve(
        address asset,
        address aToken,
        RateStrategy calldata strategy,
        uint256 reserveFactorBps,
        uint256 ltvBps,
        uint256 liquidationThresholdBps
    ) external onlyOwner {
        require(_reserves[asset].aTokenAddress == address(0), "RESERVE_ALREADY_INITIALIZED");
        uint256 dec = IERC20Metadata(asset).decimals();
        uint256 config = ltvBps | (liquidationThresholdBps << 16) | (10_500 << 32) | (dec << 48) | (1 << 56)
            | (1 << 58) | (reserveFactorBps << 64);
        ReserveDataLegacy storage r = _reserves[asset];
        r.configuration = ReserveConfigurationMap(config);
        r.liquidityIndex = uint128(RateMath.RAY);
        r.variableBorrowIndex = uint128(RateMath.RAY);
        r.lastUpdateTimestamp = uint40(block.timestamp);
        r.id = uint16(_reservesList.length);
        r.aTokenAddress = aToken;
        r.interestRateStrategyAddress = address(this);
        _strategies[asset] = strategy;
        _reservesList.push(asset);
        _updateRates(asset);
    }

    // --- user actions ---------------------------------------------------------------------------------

    function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode) external {
        _supply(asset, amount, onBehalfOf, referralCode);
    }

    /// Aave V2's name for supply, kept by Aave V3's Pool and the only one on its V2 forks (Radiant's LendingPool):
    /// the devnet's pools at those addresses answer it as the real ones do.
    function deposit(address asset, uint256 amount, address onBehalfOf, uint16 referralCode) external {
        _supply(asset, amount, onBehalfOf, referralCode);
    }

    function _supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode) private {
        require(amount != 0, "INVALID_AMOUNT");
        ReserveDataLegacy storage r = _active(asset);
        _updateState(asset);
        IERC20(asset).safeTransferFrom(msg.sender, r.aTokenAddress, amount);
        IAToken(r.aTokenAddress).mint(msg.sender, onBehalfOf, amount, r.liquidityIndex);
        _updateRates(asset);
        emit Supply(asset, msg.sender, onBehalfOf, amount, referralCode);
    }

    /// `amount == type(uint256).max` withdraws the whole balance, as in Aave.
    function withdraw(address asset, uint256 amount, address to) external returns (uint256) {
        ReserveDataLegacy storage r = _active(asset);
        _updateState(asset);
        uint256 balance = IAToken(r.aTokenAddress).balanceOf(msg.sender);
        uint256 toWithdraw = amount == type(uint256).max ? balance : amount;
        require(toWithdraw != 0, "INVALID_AMOUNT");
        require(toWithdraw <= balance, "NOT_ENOUGH_AVAILABLE_USER_BALANCE");
        require(IERC20(asset).balanceOf(r.aTokenAddress) >= toWithdraw, "NOT_ENOUGH_LIQUIDITY");
        IAToken(r.aTokenAddress).burn(msg.sender, to, toWithdraw, r.liquidityIndex);
        _updateRates(asset);
        _requireHealthy(msg.sender);
        emit Withdraw(asset, msg.sender, to, toWithdraw);
        return toWithdraw;
    }

    /// Variable-rate borrowing (mode 2) against the caller's supplied collateral.
    function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)
        external
    {
        require(amount != 0, "INVALID_AMOUNT");
        require(interestRateMode == 2, "INVALID_INTEREST_RATE_MODE_SELECTED");
        require(onBehalfOf == msg.sender, "NO_CREDIT_DELEGATION");
        ReserveDataLegacy storage r = _active(asset);
        _updateState(asset);
        require(IERC20(asset).balanceOf(r.aTokenAddress) >= amount, "NOT_ENOUGH_LIQUIDITY");
        uint256 scaled = amount.rayDiv(r.variableBorrowIndex);
        _scaledDebt[asset][onBehalfOf] += scaled;
        _totalScaledDebt[asset] += scaled;
        (uint256 collateral, uint256 debt, uint256 borrowCapacity,) = _accountData(onBehalfOf);
        require(collateral != 0, "COLLATERAL_BALANCE_IS_ZERO");
        require(debt <= borrowCapacity, "COLLATERAL_CANNOT_COVER_NEW_BORROW");
        IAToken(r.aTokenAddress).transferUnderlyingTo(msg.sender, amount);
        _updateRates(asset);
        emit Borrow(asset, msg.sender, onBehalfOf, amount, 2, r.currentVariableBorrowRate, referralCode);
    }

    function repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf)
        external
        returns (uint256)
    {
        require(interestRateMode == 2, "INVALID_INTEREST_RATE_MODE_SELECTED");
        ReserveDataLegacy storage r = _active(asset);
        _updateState(asset);
        uint256 debt = _scaledDebt[asset][onBehalfOf].rayMul(r.variableBorrowIndex);
        require(debt != 0, "NO_DEBT_OF_SELECTED_TYPE");
        uint256 paid = amount > debt ? debt : amount;
        uint256 scaled = paid == debt ? _scaledDebt[asset][onBehalfOf] : paid.rayDiv(r.variableBorrowIndex);
        _scaledDebt[asset][onBehalfOf] -= scaled;
        _totalScaledDebt[asset] -= scaled;
        IERC20(asset).safeTransferFrom(msg.sender, r.aTokenAddress, paid);
        _updateRates(asset);
        emit Repay(asset, onBehalfOf, msg.sender, paid, false);
        return paid;
    }

    // --- views ----------------------------------------------------------------------------------------

    function getReserveData(address asset) external view returns (ReserveDataLegacy memory) {
        return _reserves[asset];
    }

    function getReservesList() external view returns (address[] memory) {
        return _reservesList;
    }

    function getReserveNormalizedIncome(address asset) public view returns (uint256) {
        ReserveDataLegacy storage r = _reserves[asset];
        uint256 dt = block.timestamp - r.lastUpdateTimestamp;
        if (dt == 0) return r.liquidityIndex;
        return RateMath.linearInterest(r.currentLiquidityRate, dt).rayMul(r.liquidityIndex);
    }

    function getReserveNormalizedVariableDebt(address asset) public view returns (uint256) {
        ReserveDataLegacy storage r = _reserves[asset];
        uint256 dt = block.timestamp - r.lastUpdateTimestamp;
        if (dt == 0) return r.variableBorrowIndex;
        return RateMath.compoundedInterest(r.currentVariableBorrowRate, dt).rayMul(r.variableBorrowIndex);
    }

    function getUserVariableDebt(address asset, address user) public view returns (uint256) {
        return _scaledDebt[asset][user].rayMul(getReserveNormalizedVariableDebt(asset));
    }

    function getUserAccountData(address user)
        external
        view
        returns (
            uint256 totalCollateralBase,
            uint256 totalDebtBase,
            uint256 availableBorrowsBase,
            uint256 currentLiquidationThreshold,
            uint256 ltv,
            uint256 healthFactor
        )
    {
        uint256 borrowCapacity;
        uint256 liquidationCapacity;
        (totalCollateralBase, totalDebtBase, borrowCapacity, liquidationCapacity) = _accountData(user);
        availableBorrowsBase = borrowCapacity > totalDebtBase ? borrowCapacity - totalDebtBase : 0;
        if (totalCollateralBase != 0) {
            ltv = (borrowCapacity * BPS) / totalCollateralBase;
            currentLiquidationThreshold = (liquidationCapacity * BPS) / totalCollateralBase;
        }
        healthFactor = totalDebtBase == 0 ? type(uint256).max : liquidationCapacity.wadDiv(totalDebtBase);
    }

    /// Called by aTokens: a holder with debt may not transfer away the collateral that backs it.
    function validateHealthAfterTransfer(address, address from) external view {
        _requireHealthy(from);
    }

    // --- internals ------------------------------------------------------------------------------------

    function _active(address asset) private view returns (ReserveDataLegacy storage r) {
        r = _reserves[asset];
        require(r.aTokenAddress != address(0), "RESERVE_INACTIVE");
    }

    function _updateState(address asset) private {
        ReserveDataLegacy storage r = _reserves[asset];
        uint256 dt = block.timestamp - r.lastUpdateTimestamp;
        if (dt == 0) return;
        uint256 newLiquidityIndex = RateMath.linearInterest(r.currentLiquidityRate, dt).rayMul(r.liquidityIndex);
        uint256 oldBorrowIndex = r.variableBorrowIndex;
        uint256 newBorrowIndex = RateMath.compoundedInterest(r.currentVariableBorrowRate, dt).rayMul(oldBorrowIndex);
        uint256 scaledDebt = _totalScaledDebt[asset];
        uint256 debtAccrued = scaledDebt.rayMul(newBorrowIndex) - scaledDebt.rayMul(oldBorrowIndex);
        uint256 reserveFactor = (r.configuration.data >> 64) & 0xFFFF;
        r.accruedToTreasury += uint128(((debtAccrued * reserveFactor) / BPS).rayDiv(newLiquidityIndex));
        r.liquidityIndex = uint128(newLiquidityIndex);
        r.variableBorrowIndex = uint128(newBorrowIndex);
        r.lastUpdateTimestamp = uint40(block.timestamp);
    }

    function _updateRates(address asset) private {
        ReserveDataLegacy storage r = _reserves[asset];
        RateStrategy storage s = _strategies[asset];
        uint256 available = IERC20(asset).balanceOf(r.aTokenAddress);
        uint256 debt = _totalScaledDebt[asset].rayMul(r.variableBorrowIndex);
        uint256 utilization = debt == 0 ? 0 : debt.rayDiv(available + debt);
        uint256 borrowRate = RateMath.kinkedRate(
            utilization,
            s.optimalUsageRatio,
            s.baseVariableBorrowRate,
            s.variableRateSlope1,
            s.variableRateSlope2,
            RateMath.RAY
        );
        uint256 reserveFactor = (r.configuration.data >> 64) & 0xFFFF;
        uint256 liquidityRate = (borrowRate.rayMul(utilization) * (BPS - reserveFactor)) / BPS;
        r.currentVariableBorrowRate = uint128(borrowRate);
        r.currentLiquidityRate = uint128(liquidityRate);
        emit ReserveDataUpdated(asset, liquidityRate, 0, borrowRate, r.liquidityIndex, r.variableBorrowIndex);
    }

    /// Values in the 8-decimal base currency: collateral, debt, ltv-weighted and threshold-weighted collateral.
    function _accountData(address user)
        private
        view
        returns (uint256 collateral, uint256 debt, uint256 borrowCapacity, uint256 liquidationCapacity)
    {
        for (uint256 i = 0; i < _reservesList.length; i++) {
            (uint256 supplied, uint256 owed, uint256 config) = _userReserveValues(_reservesList[i], user);
            collateral += supplied;
            borrowCapacity += (supplied * (config & 0xFFFF)) / BPS;
            liquidationCapacity += (supplied * ((config >> 16) & 0xFFFF)) / BPS;
            debt += owed;
        }
    }

    /// A user's supply and debt in one reserve, in the base currency (debt rounded up).
    function _userReserveValues(address asset, address user)
        private
        view
        returns (uint256 supplied, uint256 owed, uint256 config)
    {
        ReserveDataLegacy storage r = _reserves[asset];
        config = r.configuration.data;
        uint256 unit = 10 ** ((config >> 48) & 0xFF);
        supplied = (IAToken(r.aTokenAddress).balanceOf(user) * BASE_UNIT_PRICE) / unit;
        owed = (getUserVariableDebt(asset, user) * BASE_UNIT_PRICE + unit - 1) / unit;
    }

    function _requireHealthy(address user) private view {
        (, uint256 debt,, uint256 liquidationCapacity) = _accountData(user);
        require(debt <= liquidationCapacity, "HEALTH_FACTOR_LOWER_THAN_LIQUIDATION_THRESHOLD");
    }
}
