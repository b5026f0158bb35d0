// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC20Base} from "../lib/ERC20Base.sol";
import {Initializable} from "../lib/Initializable.sol";

/// Compound V2-style market token (Moonwell mToken, Benqi qiToken, dForce iToken). The exchange rate is (cash + borrows - reserves) / supply,
/// so it rises as borrowers pay the per-second jump-rate model. Borrowing is collateralised by the borrower's own
/// mToken balance at the collateral factor (the devnet has no separate Comptroller).
contract MToken is ERC20Base, Initializable {
    using SafeERC20 for IERC20;

    struct JumpRateModel {
        uint256 baseRatePerTimestamp;
        uint256 multiplierPerTimestamp;
        uint256 jumpMultiplierPerTimestamp;
        uint256 kink;
    }

    uint256 private constant EXP = 1e18;

    address public underlying;
    uint256 public initialExchangeRateMantissa;
    uint256 public reserveFactorMantissa;
    uint256 public collateralFactorMantissa;
    JumpRateModel private _model;

    uint256 public accrualBlockTimestamp;
    uint256 public borrowIndex;
    uint256 public totalBorrows;
    uint256 public totalReserves;
    mapping(address => uint256) private _borrowPrincipal;
    mapping(address => uint256) private _borrowInterestIndex;

    event AccrueInterest(uint256 cashPrior, uint256 interestAccumulated, uint256 borrowIndex, uint256 totalBorrows);
    event Mint(address minter, uint256 mintAmount, uint256 mintTokens);
    event Redeem(address redeemer, uint256 redeemAmount, uint256 redeemTokens);
    event Borrow(address borrower, uint256 borrowAmount, uint256 accountBorrows, uint256 totalBorrows);
    event RepayBorrow(
        address payer, address borrower, uint256 repayAmount, uint256 accountBorrows, uint256 totalBorrows
    );

    function initialize(
        address owner_,
        address underlying_,
        string calldata name_,
        string calldata symbol_,
        uint8 decimals_,
        uint256 initialExchangeRate,
        uint256 reserveFactor,
        uint256 collateralFactor,
        JumpRateModel calldata model
    ) external initializer {
        _setOwner(owner_);
        _initMetadata(name_, symbol_, decimals_);
        underlying = underlying_;
        initialExchangeRateMantissa = initialExchangeRate;
        reserveFactorMantissa = reserveFactor;
        collateralFactorMantissa = collateralFactor;
        _model = model;
        borrowIndex = EXP;
        accrualBlockTimestamp = block.timestamp;
    }

    // --- rates ----------------------------------------------------------------------------------------

    function getCash() public view returns (uint256) {
        return IERC20(underlying).balanceOf(address(this));
    }

    function _utilization(uint256 cash, uint256 borrows, uint256 reserves) private pure returns (uint256) {
        if (borrows == 0) return 0;
        return (borrows * EXP) / (cash + borrows - reserves);
    }

    function _borrowRate(uint256 cash, uint256 borrows, uint256 reserves) private view returns (uint256) {
        uint256 util = _utilization(cash, borrows, reserves);
        JumpRateModel storage m = _model;
        if (util <= m.kink) return (util * m.multiplierPerTimestamp) / EXP + m.baseRatePerTimestamp;
        uint256 normalRate = (m.kink * m.multiplierPerTimestamp) / EXP + m.baseRatePerTimestamp;
        return ((util - m.kink) * m.jumpMultiplierPerTimestamp) / EXP + normalRate;
    }

    function borrowRatePerTimestamp() external view returns (uint256) {
        return _borrowRate(getCash(), totalBorrows, totalReserves);
    }

    function supplyRatePerTimestamp() external view returns (uint256) {
        uint256 cash = getCash();
        uint256 rateToPool = (_borrowRate(cash, totalBorrows, totalReserves) * (EXP - reserveFactorMantissa)) / EXP;
        return (_utilization(cash, totalBorrows, totalReserves) * rateToPool) / EXP;
    }

    /// Interest owed since the last accrual, as the next accrueInterest would book it.
    function _pending() private view returns (uint256 interest, uint256 newBorrowIndex) {
        uint256 dt = block.timestamp - accrualBlockTimestamp;
        if (dt == 0) return (0, borrowIndex);
        uint256 factor = _borrowRate(getCash(), totalBorrows, totalReserves) * dt;
        interest = (factor * totalBorrows) / EXP;
        newBorrowIndex = borrowIndex + (factor * borrowIndex) / EXP;
    }

    function accrueInterest() public returns (uint256) {
        (uint256 interest, uint256 newBorrowIndex) = _pending();
        if (block.timestamp == accrualBlockTimestamp) return 0;
        uint256 cashPrior = getCash();
        totalBorrows += interest;
        totalReserves += (interest * reserveFactorMantissa) / EXP;
        borrowIndex = newBorrowIndex;
        accrualBlockTimestamp = block.timestamp;
        emit AccrueInterest(cashPrior, interest, newBorrowIndex, totalBorrows);
        return 0;
    }

    function exchangeRateStored() public view returns (uint256) {
        if (totalSupply == 0) return initialExchangeRateMantissa;
        return ((getCash() + totalBorrows - totalReserves) * EXP) / totalSupply;
    }

    /// The exchange rate including interest not yet booked; a view so dashboards can read it in a multicall.
    function exchangeRateCurrent() public view returns (uint256) {
        if (totalSupply == 0) return initialExchangeRateMantissa;
        (uint256 interest,) = _pending();
        uint256 reserves = totalReserves + (interest * reserveFactorMantissa) / EXP;
        return ((getCash() + totalBorrows + interest - reserves) * EXP) / totalSupply;
    }

    function balanceOfUnderlying(address owner_) public view returns (uint256) {
        return (balanceOf[owner_] * exchangeRateCurrent()) / EXP;
    }

    function borrowBalanceStored(address account) public view returns (uint256) {
        uint256 principal = _borrowPrincipal[account];
        if (principal == 0) return 0;
        return (principal * borrowIndex) / _borrowInterestIndex[account];
    }

    function borrowBalanceCurrent(address account) public view returns (uint256) {
        uint256 principal = _borrowPrincipal[account];
        if (principal == 0) return 0;
        (, uint256 index) = _pending();
        return (principal * index) / _borrowInterestIndex[account];
    }

    function getAccountSnapshot(address account) external view returns (uint256, uint256, uint256, uint256) {
        return (0, balanceOf[account], borrowBalanceStored(account), exchangeRateStored());
    }

    // --- actions --------------------------------------------------------------------------------------

    /// Compound V2 / Moonwell / Benqi: mints to the caller, returns an error code (0 = success).
    function mint(uint256 mintAmount) external returns (uint256) {
        _mintFor(msg.sender, mintAmount);
        return 0;
    }

    /// dForce iToken: `mint(address _recipient, uint256 _mintAmount)`, no return value.
    function mint(address recipient, uint256 mintAmount) external {
        _mintFor(recipient, mintAmount);
    }

    function _mintFor(address recipient, uint256 mintAmount) private {
        require(mintAmount > 0, "mint amount is zero");
        accrueInterest();
        uint256 rate = exchangeRateStored();
        IERC20(underlying).safeTransferFrom(msg.sender, address(this), mintAmount);
        uint256 mintTokens = (mintAmount * EXP) / rate;
        require(mintTokens > 0, "mint tokens is zero");
        _mint(recipient, mintTokens);
        emit Mint(recipient, mintAmount, mintTokens);
    }

    function redeem(uint256 redeemTokens) external returns (uint256) {
        accrueInterest();
        return _redeem(msg.sender, redeemTokens, (redeemTokens * exchangeRateStored()) / EXP);
    }

    function redeemUnderlying(uint256 redeemAmount) external returns (uint256) {
        accrueInterest();
        uint256 rate = exchangeRateStored();
        return _redeem(msg.sender, (redeemAmount * EXP + rate - 1) / rate, redeemAmount);
    }

    /// dForce iToken: `redeem(address _from, uint256 _redeemiToken)`; the devnet only lets `_from` redeem its own.
    function redeem(address from, uint256 redeemTokens) external {
        require(from == msg.sender, "only the holder redeems");
        accrueInterest();
        _redeem(from, redeemTokens, (redeemTokens * exchangeRateStored()) / EXP);
    }

    /// dForce iToken: `redeemUnderlying(address _from, uint256 _redeemUnderlying)`.
    function redeemUnderlying(address from, uint256 redeemAmount) external {
        require(from == msg.sender, "only the holder redeems");
        accrueInterest();
        uint256 rate = exchangeRateStored();
        _redeem(from, (redeemAmount * EXP + rate - 1) / rate, redeemAmount);
    }

    function _redeem(address from, uint256 redeemTokens, uint256 redeemAmount) private returns (uint256) {
        require(redeemTokens > 0 && redeemAmount > 0, "redeem amount is zero");
        require(getCash() >= redeemAmount, "insufficient cash");
        _burn(from, redeemTokens);
        _requireCollateralized(from);
        IERC20(underlying).safeTransfer(from, redeemAmount);
        emit Redeem(from, redeemAmount, redeemTokens);
        return 0;
    }

    function borrow(uint256 borrowAmount) external returns (uint256) {
        accrueInterest();
        require(getCash() >= borrowAmount, "insufficient cash");
        uint256 accountBorrows = borrowBalanceStored(msg.sender) + borrowAmount;
        _borrowPrincipal[msg.sender] = accountBorrows;
        _borrowInterestIndex[msg.sender] = borrowIndex;
        totalBorrows += borrowAmount;
        _requireCollateralized(msg.sender);
        IERC20(underlying).safeTransfer(msg.sender, borrowAmount);
        emit Borrow(msg.sender, borrowAmount, accountBorrows, totalBorrows);
        return 0;
    }

    /// `type(uint256).max` repays everything owed, as in Compound.
    function repayBorrow(uint256 repayAmount) external returns (uint256) {
        accrueInterest();
        uint256 owed = borrowBalanceStored(msg.sender);
        uint256 paid = repayAmount == type(uint256).max || repayAmount > owed ? owed : repayAmount;
        IERC20(underlying).safeTransferFrom(msg.sender, address(this), paid);
        uint256 accountBorrows = owed - paid;
        _borrowPrincipal[msg.sender] = accountBorrows;
        _borrowInterestIndex[msg.sender] = borrowIndex;
        totalBorrows = totalBorrows > paid ? totalBorrows - paid : 0;
        emit RepayBorrow(msg.sender, msg.sender, paid, accountBorrows, totalBorrows);
        return 0;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        super._transfer(from, to, value);
        _requireCollateralized(from);
    }

    function _requireCollateralized(address account) private view {
        uint256 owed = borrowBalanceStored(account);
        if (owed == 0) return;
        uint256 collateral = (((balanceOf[account] * exchangeRateStored()) / EXP) * collateralFactorMantissa) / EXP;
        require(owed <= collateral, "insufficient liquidity");
    }
}
