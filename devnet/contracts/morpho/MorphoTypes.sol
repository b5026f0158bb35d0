// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Morpho Blue's public types and math, re-derived from its specification (market id = keccak256 of the five
/// params; shares with 1e6 virtual shares and 1 virtual asset; interest compounded with a 3-term Taylor series).
type Id is bytes32;

struct MarketParams {
    address loanToken;
    address collateralToken;
    address oracle;
    address irm;
    uint256 lltv;
}

struct Market {
    uint128 totalSupplyAssets;
    uint128 totalSupplyShares;
    uint128 totalBorrowAssets;
    uint128 totalBorrowShares;
    uint128 lastUpdate;
    uint128 fee;
}

struct Position {
    uint256 supplyShares;
    uint128 borrowShares;
    uint128 collateral;
}

interface IIrm {
    function borrowRate(MarketParams memory marketParams, Market memory market) external returns (uint256);
    function borrowRateView(MarketParams memory marketParams, Market memory market) external view returns (uint256);
}

interface IOracle {
    function price() external view returns (uint256);
}

interface IMorphoView {
    function market(Id id)
        external
        view
        returns (uint128, uint128, uint128, uint128, uint128, uint128);
    function position(Id id, address user) external view returns (uint256, uint128, uint128);
}

library MarketParamsLib {
    function id(MarketParams memory p) internal pure returns (Id) {
        return Id.wrap(keccak256(abi.encode(p.loanToken, p.collateralToken, p.oracle, p.irm, p.lltv)));
    }
}

library MorphoMath {
    uint256 internal constant WAD = 1e18;
    uint256 internal constant VIRTUAL_SHARES = 1e6;
    uint256 internal constant VIRTUAL_ASSETS = 1;

    function mulDivDown(uint256 x, uint256 y, uint256 d) internal pure returns (uint256) {
        return (x * y) / d;
    }

    function mulDivUp(uint256 x, uint256 y, uint256 d) internal pure returns (uint256) {
        return (x * y + (d - 1)) / d;
    }

    function wMulDown(uint256 x, uint256 y) internal pure returns (uint256) {
        return mulDivDown(x, y, WAD);
    }

    function wDivDown(uint256 x, uint256 y) internal pure returns (uint256) {
        return mulDivDown(x, WAD, y);
    }

    function wDivUp(uint256 x, uint256 y) internal pure returns (uint256) {
        return mulDivUp(x, WAD, y);
    }

    /// e^(x*n) - 1 by its first three Taylor terms.
    function wTaylorCompounded(uint256 x, uint256 n) internal pure returns (uint256) {
        uint256 firstTerm = x * n;
        uint256 secondTerm = mulDivDown(firstTerm, firstTerm, 2 * WAD);
        uint256 thirdTerm = mulDivDown(secondTerm, firstTerm, 3 * WAD);
        return firstTerm + secondTerm + thirdTerm;
    }

    function toSharesDown(uint256 assets, uint256 totalAssets, uint256 totalShares) internal pure returns (uint256) {
        return mulDivDown(assets, totalShares + VIRTUAL_SHARES, totalAssets + VIRTUAL_ASSETS);
    }

    function toAssetsDown(uint256 shares, uint256 totalAssets, uint256 totalShares) internal pure returns (uint256) {
        return mulDivDown(shares, totalAssets + VIRTUAL_ASSETS, totalShares + VIRTUAL_SHARES);
    }

    function toSharesUp(uint256 assets, uint256 totalAssets, uint256 totalShares) internal pure returns (uint256) {
        return mulDivUp(assets, totalShares + VIRTUAL_SHARES, totalAssets + VIRTUAL_ASSETS);
    }

    function toAssetsUp(uint256 shares, uint256 totalAssets, uint256 totalShares) internal pure returns (uint256) {
        return mulDivUp(shares, totalAssets + VIRTUAL_ASSETS, totalShares + VIRTUAL_SHARES);
    }
}

/// Market state with interest accrued up to now, computed in a view (what MorphoBalancesLib does for readers).
library MorphoBalances {
    using MorphoMath for uint256;
    using MarketParamsLib for MarketParams;

    function expectedMarket(address morpho, MarketParams memory p) internal view returns (Market memory m) {
        (m.totalSupplyAssets, m.totalSupplyShares, m.totalBorrowAssets, m.totalBorrowShares, m.lastUpdate, m.fee) =
            IMorphoView(morpho).market(p.id());
        uint256 elapsed = block.timestamp - m.lastUpdate;
        if (elapsed == 0 || m.totalBorrowAssets == 0 || p.irm == address(0)) return m;
        uint256 rate = IIrm(p.irm).borrowRateView(p, m);
        uint256 interest = uint256(m.totalBorrowAssets).wMulDown(rate.wTaylorCompounded(elapsed));
        m.totalBorrowAssets += uint128(interest);
        m.totalSupplyAssets += uint128(interest);
        if (m.fee != 0) {
            uint256 feeAmount = interest.wMulDown(m.fee);
            uint256 feeShares = feeAmount.toSharesDown(m.totalSupplyAssets - feeAmount, m.totalSupplyShares);
            m.totalSupplyShares += uint128(feeShares);
        }
    }

    function expectedSupplyAssets(address morpho, MarketParams memory p, address user)
        internal
        view
        returns (uint256)
    {
        (uint256 shares,,) = IMorphoView(morpho).position(p.id(), user);
        Market memory m = expectedMarket(morpho, p);
        return shares.toAssetsDown(m.totalSupplyAssets, m.totalSupplyShares);
    }
}
