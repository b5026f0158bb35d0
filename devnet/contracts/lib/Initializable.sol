// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// One-shot initializer plus an owner, standing in for the constructor that anvil_setCode skips.
abstract contract Initializable {
    bool private initialized;
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier initializer() {
        require(!initialized, "Initializable: already initialized");
        initialized = true;
        _;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function _setOwner(address newOwner) internal {
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        _setOwner(newOwner);
    }
}
