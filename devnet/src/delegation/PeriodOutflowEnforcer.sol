// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IBalanceOf {
    function balanceOf(address account) external view returns (uint256);
}

/**
 * Fin's per-period cap on what leaves a delegator's account in one token. The framework's periodic enforcers
 * meter `transfer` calls only; a deposit, supply or CCTP burn moves USDC by the venue's `transferFrom`, so this
 * measures the delegator's balance before and after each redeemed call and adds any decrease to the period's sum.
 * Terms (116 bytes, the layout of ERC20PeriodTransferEnforcer): token | periodAmount | periodDuration | startDate.
 * It implements the framework's ICaveatEnforcer hooks; state is keyed by delegation manager and delegation hash.
 */
contract PeriodOutflowEnforcer {
    /** One slot per delegation: the period last counted and what left the account in it. */
    struct Period {
        uint128 index;
        uint128 spent;
    }

    mapping(address => mapping(bytes32 => Period)) public periods;

    // The balance before a call lives in transient storage (EIP-1153): it only has to last until the call's
    // afterHook, and a stored copy would cost two storage writes on every redeemed call. Zero means "no call open"
    // (the stored value is balance + 1), which also refuses a nested redemption of the same delegation.
    function balanceSlot(bytes32 delegationHash) internal view returns (bytes32) {
        return keccak256(abi.encode(msg.sender, delegationHash, "PeriodOutflowEnforcer.balance"));
    }

    event OutflowInPeriod(address indexed delegationManager, bytes32 indexed delegationHash, uint256 amount, uint256 spentInPeriod);

    function getTermsInfo(bytes calldata terms)
        public
        pure
        returns (address token, uint256 periodAmount, uint256 periodDuration, uint256 startDate)
    {
        require(terms.length == 116, "PeriodOutflowEnforcer:invalid-terms-length");
        token = address(bytes20(terms[0:20]));
        periodAmount = uint256(bytes32(terms[20:52]));
        periodDuration = uint256(bytes32(terms[52:84]));
        startDate = uint256(bytes32(terms[84:116]));
        require(periodAmount > 0, "PeriodOutflowEnforcer:zero-period-amount");
        require(periodDuration > 0, "PeriodOutflowEnforcer:zero-period-duration");
    }

    /** What may still leave the account in the current period. */
    function availableAmount(address delegationManager, bytes32 delegationHash, bytes calldata terms)
        external
        view
        returns (uint256)
    {
        (, uint256 periodAmount, uint256 periodDuration, uint256 startDate) = getTermsInfo(terms);
        if (block.timestamp < startDate) return 0;
        Period memory p = periods[delegationManager][delegationHash];
        uint256 spent = p.index == currentIndex(periodDuration, startDate) ? p.spent : 0;
        return spent >= periodAmount ? 0 : periodAmount - spent;
    }

    function currentIndex(uint256 periodDuration, uint256 startDate) internal view returns (uint256) {
        return (block.timestamp - startDate) / periodDuration + 1;
    }

    function beforeAllHook(bytes calldata, bytes calldata, bytes32, bytes calldata, bytes32, address, address) external {}

    function afterAllHook(bytes calldata, bytes calldata, bytes32, bytes calldata, bytes32, address, address) external {}

    function beforeHook(
        bytes calldata terms,
        bytes calldata,
        bytes32,
        bytes calldata,
        bytes32 delegationHash,
        address delegator,
        address
    ) external {
        (address token,,, uint256 startDate) = getTermsInfo(terms);
        require(block.timestamp >= startDate, "PeriodOutflowEnforcer:not-started");
        bytes32 slot = balanceSlot(delegationHash);
        uint256 open;
        assembly {
            open := tload(slot)
        }
        require(open == 0, "PeriodOutflowEnforcer:locked");
        uint256 marked = IBalanceOf(token).balanceOf(delegator) + 1;
        assembly {
            tstore(slot, marked)
        }
    }

    function afterHook(
        bytes calldata terms,
        bytes calldata,
        bytes32,
        bytes calldata,
        bytes32 delegationHash,
        address delegator,
        address
    ) external {
        (address token, uint256 periodAmount, uint256 periodDuration, uint256 startDate) = getTermsInfo(terms);
        uint256 outflow = closeCall(token, delegationHash, delegator);
        uint256 index = currentIndex(periodDuration, startDate);
        Period memory p = periods[msg.sender][delegationHash];
        uint256 spent = (p.index == index ? p.spent : 0) + outflow;
        require(spent <= periodAmount, "PeriodOutflowEnforcer:period-amount-exceeded");
        periods[msg.sender][delegationHash] = Period(uint128(index), uint128(spent));
        emit OutflowInPeriod(msg.sender, delegationHash, outflow, spent);
    }

    /** What left the delegator's account since the call's beforeHook; clears the open call. */
    function closeCall(address token, bytes32 delegationHash, address delegator) internal returns (uint256) {
        bytes32 slot = balanceSlot(delegationHash);
        uint256 marked;
        assembly {
            marked := tload(slot)
            tstore(slot, 0)
        }
        require(marked != 0, "PeriodOutflowEnforcer:no-open-call");
        uint256 balance = IBalanceOf(token).balanceOf(delegator);
        return marked - 1 > balance ? marked - 1 - balance : 0;
    }
}
