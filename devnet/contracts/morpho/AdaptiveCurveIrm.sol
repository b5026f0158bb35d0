// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Initializable} from "../lib/Initializable.sol";
import {Id, Market, MarketParams, MarketParamsLib} from "./MorphoTypes.sol";

/// Adaptive-curve interest rate model as specified by Morpho: the borrow rate is rateAtTarget scaled by a curve
/// from 1/4x (0% utilization) to 4x (100%) around a 90% target, and rateAtTarget itself drifts exponentially
/// (50/year times the normalized error) so the market is pushed back toward its target utilization.
contract AdaptiveCurveIrm is Initializable {
    using MarketParamsLib for MarketParams;

    int256 private constant WAD = 1e18;
    int256 public constant CURVE_STEEPNESS = 4e18;
    int256 public constant ADJUSTMENT_SPEED = 50e18 / int256(365 days);
    int256 public constant TARGET_UTILIZATION = 0.9e18;
    int256 public constant INITIAL_RATE_AT_TARGET = 0.04e18 / int256(365 days);
    int256 public constant MIN_RATE_AT_TARGET = 0.001e18 / int256(365 days);
    int256 public constant MAX_RATE_AT_TARGET = 2e18 / int256(365 days);

    // ln(2), ln(1e-18) and the input above which e^x would overflow, in WAD.
    int256 private constant LN_2 = 0.693147180559945309e18;
    int256 private constant LN_WEI = -41.446531673892822312e18;
    int256 private constant WEXP_UPPER_BOUND = 93.859467695000404319e18;
    int256 private constant WEXP_UPPER_VALUE = 57716089161558943949701069502944508345128.422502756744429568e18;

    address public MORPHO;
    mapping(Id => int256) public rateAtTarget;

    event BorrowRateUpdate(Id indexed id, uint256 avgBorrowRate, uint256 rateAtTarget);

    function initialize(address morpho) external initializer {
        MORPHO = morpho;
    }

    function borrowRateView(MarketParams memory marketParams, Market memory market) external view returns (uint256) {
        (uint256 avgRate,) = _borrowRate(marketParams.id(), market);
        return avgRate;
    }

    function borrowRate(MarketParams memory marketParams, Market memory market) external returns (uint256) {
        require(msg.sender == MORPHO, "not Morpho");
        Id id = marketParams.id();
        (uint256 avgRate, int256 endRateAtTarget) = _borrowRate(id, market);
        rateAtTarget[id] = endRateAtTarget;
        emit BorrowRateUpdate(id, avgRate, uint256(endRateAtTarget));
        return avgRate;
    }

    function _borrowRate(Id id, Market memory market) private view returns (uint256, int256) {
        int256 utilization = market.totalSupplyAssets > 0
            ? int256((uint256(market.totalBorrowAssets) * 1e18) / market.totalSupplyAssets)
            : int256(0);
        int256 errNormFactor = utilization > TARGET_UTILIZATION ? WAD - TARGET_UTILIZATION : TARGET_UTILIZATION;
        int256 err = _wDivToZero(utilization - TARGET_UTILIZATION, errNormFactor);

        int256 startRateAtTarget = rateAtTarget[id];
        int256 avgRateAtTarget;
        int256 endRateAtTarget;
        if (startRateAtTarget == 0) {
            // First interaction: the market starts at the initial rate at target.
            avgRateAtTarget = INITIAL_RATE_AT_TARGET;
            endRateAtTarget = INITIAL_RATE_AT_TARGET;
        } else {
            int256 speed = _wMulToZero(ADJUSTMENT_SPEED, err);
            int256 elapsed = int256(block.timestamp - market.lastUpdate);
            int256 linearAdaptation = speed * elapsed;
            if (linearAdaptation == 0) {
                avgRateAtTarget = startRateAtTarget;
                endRateAtTarget = startRateAtTarget;
            } else {
                // Trapezoidal average of start, middle and end gives the rate that actually accrued.
                endRateAtTarget = _newRateAtTarget(startRateAtTarget, linearAdaptation);
                int256 midRateAtTarget = _newRateAtTarget(startRateAtTarget, linearAdaptation / 2);
                avgRateAtTarget = (startRateAtTarget + endRateAtTarget + 2 * midRateAtTarget) / 4;
            }
        }
        return (uint256(_curve(avgRateAtTarget, err)), endRateAtTarget);
    }

    function _curve(int256 rateAtTarget_, int256 err) private pure returns (int256) {
        int256 coeff = err < 0 ? WAD - _wDivToZero(WAD, CURVE_STEEPNESS) : CURVE_STEEPNESS - WAD;
        return _wMulToZero(_wMulToZero(coeff, err) + WAD, rateAtTarget_);
    }

    function _newRateAtTarget(int256 start, int256 linearAdaptation) private pure returns (int256) {
        int256 r = _wMulToZero(start, _wExp(linearAdaptation));
        if (r < MIN_RATE_AT_TARGET) return MIN_RATE_AT_TARGET;
        if (r > MAX_RATE_AT_TARGET) return MAX_RATE_AT_TARGET;
        return r;
    }

    function _wMulToZero(int256 x, int256 y) private pure returns (int256) {
        return (x * y) / WAD;
    }

    function _wDivToZero(int256 x, int256 y) private pure returns (int256) {
        return (x * WAD) / y;
    }

    /// e^x in WAD: x = q*ln2 + r with |r| <= ln2/2, e^r by a second-order expansion, then shifted by q.
    function _wExp(int256 x) private pure returns (int256) {
        unchecked {
            if (x < LN_WEI) return 0;
            if (x >= WEXP_UPPER_BOUND) return WEXP_UPPER_VALUE;
            int256 roundingAdjustment = x < 0 ? -(LN_2 / 2) : LN_2 / 2;
            int256 q = (x + roundingAdjustment) / LN_2;
            int256 r = x - q * LN_2;
            int256 expR = WAD + r + (r * r) / WAD / 2;
            if (q >= 0) return expR << uint256(q);
            return expR >> uint256(-q);
        }
    }
}
