// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ERC4626Base} from "../lib/ERC4626Base.sol";
import {Initializable} from "../lib/Initializable.sol";
import {RateMath} from "../lib/RateMath.sol";

/// An ERC-4626 vault whose assets per share compound every second at a fixed rate (a per-second ray factor):
/// the devnet's stand-in for the savings and lending vaults of the yields list (Spark Savings, Euler V2 vaults,
/// Silo V2 silos), placed at their real addresses. The interest is paid from a reserve of the asset the seed sends
/// to the vault; the reserve is not counted in totalAssets, so it shows as yield, not as depositors' money.
contract RateVault is ERC4626Base, Initializable {
    using Math for uint256;

    uint256 private constant RAY = 1e27;

    uint256 public rate;
    uint256 public chi;
    uint256 public rho;

    function initialize(
        address owner_,
        address asset_,
        uint8 assetDecimals,
        string calldata name_,
        string calldata symbol_,
        uint256 rate_
    ) external initializer {
        _setOwner(owner_);
        _initVault(asset_, assetDecimals, assetDecimals, name_, symbol_);
        rate = rate_;
        chi = RAY;
        rho = block.timestamp;
    }

    function _currentChi() private view returns (uint256) {
        if (block.timestamp == rho) return chi;
        return RateMath.rayMul(RateMath.rpow(rate, block.timestamp - rho), chi);
    }

    function drip() public returns (uint256 newChi) {
        newChi = _currentChi();
        chi = newChi;
        rho = block.timestamp;
    }

    function totalAssets() public view override returns (uint256) {
        return totalSupply.mulDiv(_currentChi(), RAY);
    }

    function _toSharesWith(uint256 assets, uint256, Math.Rounding rounding) internal view override returns (uint256) {
        return assets.mulDiv(RAY, _currentChi(), rounding);
    }

    function _toAssetsWith(uint256 shares, uint256, Math.Rounding rounding) internal view override returns (uint256) {
        return shares.mulDiv(_currentChi(), RAY, rounding);
    }

    function _beforeAction() internal override returns (uint256) {
        drip();
        return totalAssets();
    }
}
