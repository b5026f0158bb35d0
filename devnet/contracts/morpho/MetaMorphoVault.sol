// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ERC4626Base} from "../lib/ERC4626Base.sol";
import {Initializable} from "../lib/Initializable.sol";
import {Id, MarketParams, MorphoBalances, MorphoMath} from "./MorphoTypes.sol";

interface IMorphoForVault {
    function supply(MarketParams memory, uint256, uint256, address, bytes calldata) external returns (uint256, uint256);
    function withdraw(MarketParams memory, uint256, uint256, address, address) external returns (uint256, uint256);
    function idToMarketParams(Id id) external view returns (address, address, address, address, uint256);
    function market(Id id) external view returns (uint128, uint128, uint128, uint128, uint128, uint128);
}

/// MetaMorpho-style curated vault: an ERC-4626 over one loan token whose deposits are supplied to Morpho Blue
/// markets in supply-queue order up to each market's cap and withdrawn in withdraw-queue order. Its share price
/// rises with the interest those markets earn; a performance fee is taken in shares, as MetaMorpho does.
contract MetaMorphoVault is ERC4626Base, Initializable {
    using MorphoMath for uint256;
    using Math for uint256;

    struct MarketConfig {
        uint184 cap;
        bool enabled;
        uint64 removableAt;
    }

    address public MORPHO;
    address public curator;
    address public feeRecipient;
    uint96 public fee;
    uint256 public lastTotalAssets;
    Id[] public supplyQueue;
    Id[] public withdrawQueue;
    mapping(Id => MarketConfig) public config;
    /// Params of every enabled market, kept here so totalAssets does not ask Morpho for them on each read.
    mapping(Id => MarketParams) private _marketParams;

    event AccrueInterest(uint256 newTotalAssets, uint256 feeShares);
    event SetCap(address indexed caller, Id indexed id, uint256 cap);

    function initialize(
        address owner_,
        address morpho,
        address asset_,
        uint8 assetDecimals,
        string calldata name_,
        string calldata symbol_,
        uint96 fee_,
        address feeRecipient_
    ) external initializer {
        _setOwner(owner_);
        curator = owner_;
        MORPHO = morpho;
        fee = fee_;
        feeRecipient = feeRecipient_;
        _initVault(asset_, assetDecimals, 18, name_, symbol_);
        IERC20(asset_).approve(morpho, type(uint256).max);
    }

    /// Enables a market with a supply cap and appends it to both queues.
    function addMarket(Id id, uint184 cap) external onlyOwner {
        require(!config[id].enabled, "AlreadySet");
        (address loanToken,,,,) = IMorphoForVault(MORPHO).idToMarketParams(id);
        require(loanToken == asset, "InconsistentAsset");
        config[id] = MarketConfig(cap, true, 0);
        MarketParams memory p;
        (p.loanToken, p.collateralToken, p.oracle, p.irm, p.lltv) = IMorphoForVault(MORPHO).idToMarketParams(id);
        _marketParams[id] = p;
        supplyQueue.push(id);
        withdrawQueue.push(id);
        emit SetCap(msg.sender, id, cap);
    }

    function supplyQueueLength() external view returns (uint256) {
        return supplyQueue.length;
    }

    function withdrawQueueLength() external view returns (uint256) {
        return withdrawQueue.length;
    }

    function _params(Id id) private view returns (MarketParams memory) {
        return _marketParams[id];
    }

    function _supplied(MarketParams memory p) private view returns (uint256) {
        return MorphoBalances.expectedSupplyAssets(MORPHO, p, address(this));
    }

    function totalAssets() public view override returns (uint256 assets) {
        assets = IERC20(asset).balanceOf(address(this));
        for (uint256 i = 0; i < withdrawQueue.length; i++) {
            assets += _supplied(_params(withdrawQueue[i]));
        }
    }

    function _accruedFeeShares() private view returns (uint256 feeShares, uint256 newTotalAssets) {
        newTotalAssets = totalAssets();
        if (fee == 0 || newTotalAssets <= lastTotalAssets) return (0, newTotalAssets);
        uint256 feeAssets = (newTotalAssets - lastTotalAssets).mulDiv(fee, 1e18);
        feeShares = feeAssets.mulDiv(totalSupply + 10 ** _decimalsOffset, newTotalAssets - feeAssets + 1);
    }

    /// Share conversions include fee shares not yet minted, so previews match what a deposit gets.
    function _toShares(uint256 assets, Math.Rounding rounding) internal view override returns (uint256) {
        (uint256 feeShares, uint256 total) = _accruedFeeShares();
        return assets.mulDiv(totalSupply + feeShares + 10 ** _decimalsOffset, total + 1, rounding);
    }

    function _toAssets(uint256 shares, Math.Rounding rounding) internal view override returns (uint256) {
        (uint256 feeShares, uint256 total) = _accruedFeeShares();
        return shares.mulDiv(total + 1, totalSupply + feeShares + 10 ** _decimalsOffset, rounding);
    }

    function _beforeAction() internal override returns (uint256) {
        (uint256 feeShares, uint256 newTotalAssets) = _accruedFeeShares();
        if (feeShares != 0) _mint(feeRecipient, feeShares);
        lastTotalAssets = newTotalAssets;
        emit AccrueInterest(newTotalAssets, feeShares);
        return newTotalAssets;
    }

    function _afterDeposit(uint256 assets) internal override {
        lastTotalAssets += assets;
        uint256 remaining = assets;
        for (uint256 i = 0; i < supplyQueue.length && remaining != 0; i++) {
            Id id = supplyQueue[i];
            MarketParams memory p = _params(id);
            uint256 supplied = _supplied(p);
            uint256 cap = config[id].cap;
            if (supplied >= cap) continue;
            uint256 toSupply = Math.min(cap - supplied, remaining);
            IMorphoForVault(MORPHO).supply(p, toSupply, 0, address(this), "");
            remaining -= toSupply;
        }
        require(remaining == 0, "AllCapsReached");
    }

    function _beforeWithdraw(uint256 assets) internal override {
        lastTotalAssets = lastTotalAssets > assets ? lastTotalAssets - assets : 0;
        uint256 idle = IERC20(asset).balanceOf(address(this));
        if (idle >= assets) return;
        uint256 remaining = assets - idle;
        for (uint256 i = 0; i < withdrawQueue.length && remaining != 0; i++) {
            MarketParams memory p = _params(withdrawQueue[i]);
            (uint128 supplyAssets,, uint128 borrowAssets,,,) = IMorphoForVault(MORPHO).market(withdrawQueue[i]);
            uint256 liquidity = supplyAssets - borrowAssets;
            uint256 toWithdraw = Math.min(Math.min(_supplied(p), liquidity), remaining);
            if (toWithdraw == 0) continue;
            IMorphoForVault(MORPHO).withdraw(p, toWithdraw, 0, address(this), address(this));
            remaining -= toWithdraw;
        }
        require(remaining == 0, "NotEnoughLiquidity");
    }
}
