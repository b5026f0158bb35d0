// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Initializable} from "../lib/Initializable.sol";
import {RateMath} from "../lib/RateMath.sol";

interface IPoolIncome {
    function getReserveNormalizedIncome(address asset) external view returns (uint256);
    function validateHealthAfterTransfer(address asset, address from) external view;
}

/// Aave V3-style rebasing receipt. Holders own scaled balances; the visible balance is the scaled balance times
/// the reserve's liquidity index, so it grows every second the pool earns interest. Holds the pool's underlying.
contract AToken is Initializable {
    using RateMath for uint256;
    using SafeERC20 for IERC20;

    string public name;
    string public symbol;
    uint8 public decimals;
    address public POOL;
    address public UNDERLYING_ASSET_ADDRESS;
    uint256 private _scaledTotal;
    mapping(address => uint256) private _scaled;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Mint(address indexed caller, address indexed onBehalfOf, uint256 value, uint256 balanceIncrease, uint256 index);
    event Burn(address indexed from, address indexed target, uint256 value, uint256 balanceIncrease, uint256 index);

    modifier onlyPool() {
        require(msg.sender == POOL, "CALLER_MUST_BE_POOL");
        _;
    }

    function initialize(address pool, address underlying, string calldata name_, string calldata symbol_, uint8 decimals_)
        external
        initializer
    {
        POOL = pool;
        UNDERLYING_ASSET_ADDRESS = underlying;
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function _index() private view returns (uint256) {
        return IPoolIncome(POOL).getReserveNormalizedIncome(UNDERLYING_ASSET_ADDRESS);
    }

    function balanceOf(address user) public view returns (uint256) {
        return _scaled[user].rayMul(_index());
    }

    function totalSupply() external view returns (uint256) {
        return _scaledTotal.rayMul(_index());
    }

    function scaledBalanceOf(address user) external view returns (uint256) {
        return _scaled[user];
    }

    function scaledTotalSupply() external view returns (uint256) {
        return _scaledTotal;
    }

    function getScaledUserBalanceAndSupply(address user) external view returns (uint256, uint256) {
        return (_scaled[user], _scaledTotal);
    }

    function mint(address caller, address onBehalfOf, uint256 amount, uint256 index) external onlyPool returns (bool) {
        uint256 scaled = amount.rayDiv(index);
        require(scaled != 0, "INVALID_MINT_AMOUNT");
        bool first = _scaled[onBehalfOf] == 0;
        _scaled[onBehalfOf] += scaled;
        _scaledTotal += scaled;
        emit Transfer(address(0), onBehalfOf, amount);
        emit Mint(caller, onBehalfOf, amount, 0, index);
        return first;
    }

    function burn(address from, address receiverOfUnderlying, uint256 amount, uint256 index) external onlyPool {
        uint256 scaled = amount.rayDiv(index);
        require(scaled != 0, "INVALID_BURN_AMOUNT");
        // A full withdrawal computed from the rounded balance may exceed the scaled balance by one unit.
        uint256 held = _scaled[from];
        if (scaled > held) scaled = held;
        _scaled[from] = held - scaled;
        _scaledTotal -= scaled;
        IERC20(UNDERLYING_ASSET_ADDRESS).safeTransfer(receiverOfUnderlying, amount);
        emit Transfer(from, address(0), amount);
        emit Burn(from, receiverOfUnderlying, amount, 0, index);
    }

    function transferUnderlyingTo(address target, uint256 amount) external onlyPool {
        IERC20(UNDERLYING_ASSET_ADDRESS).safeTransfer(target, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 current = allowance[from][msg.sender];
        if (current != type(uint256).max) {
            require(current >= amount, "ERC20: transfer amount exceeds allowance");
            allowance[from][msg.sender] = current - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) private {
        require(to != address(0), "ERC20: transfer to the zero address");
        uint256 scaled = amount.rayDiv(_index());
        require(_scaled[from] >= scaled, "ERC20: transfer amount exceeds balance");
        _scaled[from] -= scaled;
        _scaled[to] += scaled;
        IPoolIncome(POOL).validateHealthAfterTransfer(UNDERLYING_ASSET_ADDRESS, from);
        emit Transfer(from, to, amount);
    }
}
