// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Fixed-point helpers shared by the lending stand-ins (WAD = 1e18, RAY = 1e27).
library RateMath {
    uint256 internal constant WAD = 1e18;
    uint256 internal constant RAY = 1e27;
    uint256 internal constant SECONDS_PER_YEAR = 365 days;

    function rayMul(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * b + RAY / 2) / RAY;
    }

    function rayDiv(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * RAY + b / 2) / b;
    }

    function wadMul(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * b) / WAD;
    }

    function wadDiv(uint256 a, uint256 b) internal pure returns (uint256) {
        return (a * WAD) / b;
    }

    /// Linear growth factor in ray for a yearly rate in ray over `dt` seconds (Aave's liquidity index).
    function linearInterest(uint256 yearlyRateRay, uint256 dt) internal pure returns (uint256) {
        return RAY + (yearlyRateRay * dt) / SECONDS_PER_YEAR;
    }

    /// Compounded growth factor in ray, third-order binomial approximation (Aave's borrow index).
    function compoundedInterest(uint256 yearlyRateRay, uint256 dt) internal pure returns (uint256) {
        if (dt == 0) return RAY;
        uint256 ratePerSecond = yearlyRateRay / SECONDS_PER_YEAR;
        uint256 basePowerTwo = rayMul(ratePerSecond, ratePerSecond);
        uint256 basePowerThree = rayMul(basePowerTwo, ratePerSecond);
        uint256 second = dt > 1 ? (dt * (dt - 1) * basePowerTwo) / 2 : 0;
        uint256 third = dt > 2 ? (dt * (dt - 1) * (dt - 2) * basePowerThree) / 6 : 0;
        return RAY + ratePerSecond * dt + second + third;
    }

    /// x^n in ray by squaring (MakerDAO's rpow), used for the savings rate.
    function rpow(uint256 x, uint256 n) internal pure returns (uint256 z) {
        z = n % 2 != 0 ? x : RAY;
        for (n /= 2; n != 0; n /= 2) {
            x = rayMul(x, x);
            if (n % 2 != 0) z = rayMul(z, x);
        }
    }

    /// Two-slope utilization curve shared by the pool stand-ins: base + slope1 up to the kink, then slope2.
    /// All arguments are fractions in `one` units (WAD or RAY); returns the borrow rate in the same unit.
    function kinkedRate(uint256 utilization, uint256 kink, uint256 base, uint256 slope1, uint256 slope2, uint256 one)
        internal
        pure
        returns (uint256)
    {
        if (utilization <= kink) return base + (slope1 * utilization) / kink;
        return base + slope1 + (slope2 * (utilization - kink)) / (one - kink);
    }
}
