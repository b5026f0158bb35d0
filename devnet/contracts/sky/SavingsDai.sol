// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ERC4626Base} from "../lib/ERC4626Base.sol";
import {Initializable} from "../lib/Initializable.sol";
import {RateMath} from "../lib/RateMath.sol";

interface IDaiMinter {
    function mint(address to, uint256 amount) external returns (bool);
}

/// sDAI-style savings vault. Assets per share is `chi`, which compounds every second at the Dai Savings Rate
/// (`dsr`, a per-second ray factor, as in MakerDAO's Pot). The interest is new DAI minted by this vault, the
/// devnet's stand-in for the Pot's draw on the protocol surplus.
contract SavingsDai is ERC4626Base, Initializable {
    using Math for uint256;

    uint256 private constant RAY = 1e27;

    uint256 public dsr;
    uint256 public chi;
    uint256 public rho;

    event Drip(uint256 chi, uint256 minted);

    function initialize(address owner_, address dai, uint256 dsr_) external initializer {
        _setOwner(owner_);
        _initVault(dai, 18, 18, "Savings Dai", "sDAI");
        dsr = dsr_;
        chi = RAY;
        rho = block.timestamp;
    }

    function setDsr(uint256 dsr_) external onlyOwner {
        drip();
        dsr = dsr_;
    }

    function _currentChi() private view returns (uint256) {
        if (block.timestamp == rho) return chi;
        return RateMath.rayMul(RateMath.rpow(dsr, block.timestamp - rho), chi);
    }

    /// Brings chi up to date and mints the DAI that backs the interest since the last drip.
    function drip() public returns (uint256 newChi) {
        newChi = _currentChi();
        if (block.timestamp == rho) return newChi;
        uint256 owed = totalSupply.mulDiv(newChi, RAY);
        uint256 held = totalSupply.mulDiv(chi, RAY);
        chi = newChi;
        rho = block.timestamp;
        uint256 minted = owed > held ? owed - held : 0;
        if (minted != 0) IDaiMinter(asset).mint(address(this), minted);
        emit Drip(newChi, minted);
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
