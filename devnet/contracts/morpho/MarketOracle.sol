// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Initializable} from "../lib/Initializable.sol";

/// Morpho oracle for one market: price of one collateral unit in loan units, scaled by 1e36 (Morpho's
/// ORACLE_PRICE_SCALE adjusted for both tokens' decimals). The owner can move it to simulate markets.
contract MarketOracle is Initializable {
    uint256 public price;

    event PriceUpdated(uint256 price);

    function initialize(address owner_, uint256 price_) external initializer {
        _setOwner(owner_);
        price = price_;
        emit PriceUpdated(price_);
    }

    function setPrice(uint256 price_) external onlyOwner {
        price = price_;
        emit PriceUpdated(price_);
    }
}
