// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Initializable} from "../lib/Initializable.sol";
import {Id, IIrm, IOracle, Market, MarketParams, MarketParamsLib, MorphoMath, Position} from "./MorphoTypes.sol";

interface IMorphoSupplyCallback {
    function onMorphoSupply(uint256 assets, bytes calldata data) external;
}

interface IMorphoRepayCallback {
    function onMorphoRepay(uint256 assets, bytes calldata data) external;
}

interface IMorphoSupplyCollateralCallback {
    function onMorphoSupplyCollateral(uint256 assets, bytes calldata data) external;
}

/// Morpho Blue-style isolated lending markets (no liquidations or flash loans on the devnet). Same external
/// functions, argument order, error strings and share accounting as Morpho Blue, so the app's calls and the
/// Morpho SDK's math work unchanged. Interest accrues from the market's IRM on every interaction.
contract Morpho is Initializable {
    using MorphoMath for uint256;
    using MarketParamsLib for MarketParams;
    using SafeERC20 for IERC20;

    uint256 private constant MAX_FEE = 0.25e18;
    uint256 private constant ORACLE_PRICE_SCALE = 1e36;

    address public feeRecipient;
    mapping(Id => mapping(address => Position)) public position;
    mapping(Id => Market) public market;
    mapping(address => bool) public isIrmEnabled;
    mapping(uint256 => bool) public isLltvEnabled;
    mapping(address => mapping(address => bool)) public isAuthorized;
    mapping(Id => MarketParams) public idToMarketParams;

    event CreateMarket(Id indexed id, MarketParams marketParams);
    event SetFee(Id indexed id, uint256 newFee);
    event Supply(Id indexed id, address indexed caller, address indexed onBehalf, uint256 assets, uint256 shares);
    event Withdraw(
        Id indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets, uint256 shares
    );
    event Borrow(
        Id indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets, uint256 shares
    );
    event Repay(Id indexed id, address indexed caller, address indexed onBehalf, uint256 assets, uint256 shares);
    event SupplyCollateral(Id indexed id, address indexed caller, address indexed onBehalf, uint256 assets);
    event WithdrawCollateral(
        Id indexed id, address caller, address indexed onBehalf, address indexed receiver, uint256 assets
    );
    event AccrueInterest(Id indexed id, uint256 prevBorrowRate, uint256 interest, uint256 feeShares);
    event SetAuthorization(
        address indexed caller, address indexed authorizer, address indexed authorized, bool newIsAuthorized
    );

    function initialize(address owner_, address feeRecipient_) external initializer {
        _setOwner(owner_);
        feeRecipient = feeRecipient_;
    }

    // --- governance -----------------------------------------------------------------------------------

    function enableIrm(address irm) external onlyOwner {
        isIrmEnabled[irm] = true;
    }

    function enableLltv(uint256 lltv) external onlyOwner {
        require(lltv < 1e18, "max LLTV exceeded");
        isLltvEnabled[lltv] = true;
    }

    function setFee(MarketParams memory marketParams, uint256 newFee) external onlyOwner {
        Id id = marketParams.id();
        require(market[id].lastUpdate != 0, "market not created");
        require(newFee <= MAX_FEE, "max fee exceeded");
        _accrueInterest(marketParams, id);
        market[id].fee = uint128(newFee);
        emit SetFee(id, newFee);
    }

    function setFeeRecipient(address newFeeRecipient) external onlyOwner {
        feeRecipient = newFeeRecipient;
    }

    function createMarket(MarketParams memory marketParams) external {
        Id id = marketParams.id();
        require(isIrmEnabled[marketParams.irm], "IRM not enabled");
        require(isLltvEnabled[marketParams.lltv], "LLTV not enabled");
        require(market[id].lastUpdate == 0, "market already created");
        market[id].lastUpdate = uint128(block.timestamp);
        idToMarketParams[id] = marketParams;
        emit CreateMarket(id, marketParams);
        // Initializes the IRM's rate at target, as Morpho Blue does.
        if (marketParams.irm != address(0)) IIrm(marketParams.irm).borrowRate(marketParams, market[id]);
    }

    function setAuthorization(address authorized, bool newIsAuthorized) external {
        isAuthorized[msg.sender][authorized] = newIsAuthorized;
        emit SetAuthorization(msg.sender, msg.sender, authorized, newIsAuthorized);
    }

    // --- supply side ----------------------------------------------------------------------------------

    function supply(MarketParams memory marketParams, uint256 assets, uint256 shares, address onBehalf, bytes calldata data)
        external
        returns (uint256, uint256)
    {
        Id id = marketParams.id();
        Market storage m = _created(id);
        require((assets == 0) != (shares == 0), "inconsistent input");
        require(onBehalf != address(0), "zero address");
        _accrueInterest(marketParams, id);
        if (assets > 0) shares = assets.toSharesDown(m.totalSupplyAssets, m.totalSupplyShares);
        else assets = shares.toAssetsUp(m.totalSupplyAssets, m.totalSupplyShares);
        position[id][onBehalf].supplyShares += shares;
        m.totalSupplyShares += uint128(shares);
        m.totalSupplyAssets += uint128(assets);
        emit Supply(id, msg.sender, onBehalf, assets, shares);
        if (data.length > 0) IMorphoSupplyCallback(msg.sender).onMorphoSupply(assets, data);
        IERC20(marketParams.loanToken).safeTransferFrom(msg.sender, address(this), assets);
        return (assets, shares);
    }

    function withdraw(MarketParams memory marketParams, uint256 assets, uint256 shares, address onBehalf, address receiver)
        external
        returns (uint256, uint256)
    {
        Id id = marketParams.id();
        Market storage m = _created(id);
        require((assets == 0) != (shares == 0), "inconsistent input");
        require(receiver != address(0), "zero address");
        require(_isSenderAuthorized(onBehalf), "unauthorized");
        _accrueInterest(marketParams, id);
        if (assets > 0) shares = assets.toSharesUp(m.totalSupplyAssets, m.totalSupplyShares);
        else assets = shares.toAssetsDown(m.totalSupplyAssets, m.totalSupplyShares);
        position[id][onBehalf].supplyShares -= shares;
        m.totalSupplyShares -= uint128(shares);
        m.totalSupplyAssets -= uint128(assets);
        require(m.totalBorrowAssets <= m.totalSupplyAssets, "insufficient liquidity");
        emit Withdraw(id, msg.sender, onBehalf, receiver, assets, shares);
        IERC20(marketParams.loanToken).safeTransfer(receiver, assets);
        return (assets, shares);
    }

    // --- borrow side ----------------------------------------------------------------------------------

    function borrow(MarketParams memory marketParams, uint256 assets, uint256 shares, address onBehalf, address receiver)
        external
        returns (uint256, uint256)
    {
        Id id = marketParams.id();
        Market storage m = _created(id);
        require((assets == 0) != (shares == 0), "inconsistent input");
        require(receiver != address(0), "zero address");
        require(_isSenderAuthorized(onBehalf), "unauthorized");
        _accrueInterest(marketParams, id);
        if (assets > 0) shares = assets.toSharesUp(m.totalBorrowAssets, m.totalBorrowShares);
        else assets = shares.toAssetsDown(m.totalBorrowAssets, m.totalBorrowShares);
        position[id][onBehalf].borrowShares += uint128(shares);
        m.totalBorrowShares += uint128(shares);
        m.totalBorrowAssets += uint128(assets);
        require(_isHealthy(marketParams, id, onBehalf), "insufficient collateral");
        require(m.totalBorrowAssets <= m.totalSupplyAssets, "insufficient liquidity");
        emit Borrow(id, msg.sender, onBehalf, receiver, assets, shares);
        IERC20(marketParams.loanToken).safeTransfer(receiver, assets);
        return (assets, shares);
    }

    function repay(MarketParams memory marketParams, uint256 assets, uint256 shares, address onBehalf, bytes calldata data)
        external
        returns (uint256, uint256)
    {
        Id id = marketParams.id();
        Market storage m = _created(id);
        require((assets == 0) != (shares == 0), "inconsistent input");
        require(onBehalf != address(0), "zero address");
        _accrueInterest(marketParams, id);
        if (assets > 0) shares = assets.toSharesDown(m.totalBorrowAssets, m.totalBorrowShares);
        else assets = shares.toAssetsUp(m.totalBorrowAssets, m.totalBorrowShares);
        position[id][onBehalf].borrowShares -= uint128(shares);
        m.totalBorrowShares -= uint128(shares);
        m.totalBorrowAssets = m.totalBorrowAssets > assets ? m.totalBorrowAssets - uint128(assets) : 0;
        emit Repay(id, msg.sender, onBehalf, assets, shares);
        if (data.length > 0) IMorphoRepayCallback(msg.sender).onMorphoRepay(assets, data);
        IERC20(marketParams.loanToken).safeTransferFrom(msg.sender, address(this), assets);
        return (assets, shares);
    }

    function supplyCollateral(MarketParams memory marketParams, uint256 assets, address onBehalf, bytes calldata data)
        external
    {
        Id id = marketParams.id();
        _created(id);
        require(assets != 0, "zero assets");
        require(onBehalf != address(0), "zero address");
        position[id][onBehalf].collateral += uint128(assets);
        emit SupplyCollateral(id, msg.sender, onBehalf, assets);
        if (data.length > 0) IMorphoSupplyCollateralCallback(msg.sender).onMorphoSupplyCollateral(assets, data);
        IERC20(marketParams.collateralToken).safeTransferFrom(msg.sender, address(this), assets);
    }

    function withdrawCollateral(MarketParams memory marketParams, uint256 assets, address onBehalf, address receiver)
        external
    {
        Id id = marketParams.id();
        _created(id);
        require(assets != 0, "zero assets");
        require(receiver != address(0), "zero address");
        require(_isSenderAuthorized(onBehalf), "unauthorized");
        _accrueInterest(marketParams, id);
        position[id][onBehalf].collateral -= uint128(assets);
        require(_isHealthy(marketParams, id, onBehalf), "insufficient collateral");
        emit WithdrawCollateral(id, msg.sender, onBehalf, receiver, assets);
        IERC20(marketParams.collateralToken).safeTransfer(receiver, assets);
    }

    // --- interest -------------------------------------------------------------------------------------

    function accrueInterest(MarketParams memory marketParams) external {
        Id id = marketParams.id();
        _created(id);
        _accrueInterest(marketParams, id);
    }

    function _accrueInterest(MarketParams memory marketParams, Id id) private {
        Market storage m = market[id];
        uint256 elapsed = block.timestamp - m.lastUpdate;
        if (elapsed == 0) return;
        if (marketParams.irm != address(0)) {
            uint256 borrowRate = IIrm(marketParams.irm).borrowRate(marketParams, m);
            uint256 interest = uint256(m.totalBorrowAssets).wMulDown(borrowRate.wTaylorCompounded(elapsed));
            m.totalBorrowAssets += uint128(interest);
            m.totalSupplyAssets += uint128(interest);
            uint256 feeShares;
            if (m.fee != 0) {
                uint256 feeAmount = interest.wMulDown(m.fee);
                feeShares = feeAmount.toSharesDown(m.totalSupplyAssets - feeAmount, m.totalSupplyShares);
                position[id][feeRecipient].supplyShares += feeShares;
                m.totalSupplyShares += uint128(feeShares);
            }
            emit AccrueInterest(id, borrowRate, interest, feeShares);
        }
        m.lastUpdate = uint128(block.timestamp);
    }

    // --- helpers --------------------------------------------------------------------------------------

    function _created(Id id) private view returns (Market storage m) {
        m = market[id];
        require(m.lastUpdate != 0, "market not created");
    }

    function _isSenderAuthorized(address onBehalf) private view returns (bool) {
        return msg.sender == onBehalf || isAuthorized[onBehalf][msg.sender];
    }

    function _isHealthy(MarketParams memory marketParams, Id id, address borrower) private view returns (bool) {
        Position storage p = position[id][borrower];
        if (p.borrowShares == 0) return true;
        Market storage m = market[id];
        uint256 borrowed = uint256(p.borrowShares).toAssetsUp(m.totalBorrowAssets, m.totalBorrowShares);
        uint256 collateralPrice = IOracle(marketParams.oracle).price();
        uint256 maxBorrow =
            uint256(p.collateral).mulDivDown(collateralPrice, ORACLE_PRICE_SCALE).wMulDown(marketParams.lltv);
        return maxBorrow >= borrowed;
    }
}
