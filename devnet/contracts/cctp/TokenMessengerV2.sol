// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Initializable} from "../lib/Initializable.sol";

interface IMessageTransmitterV2 {
    function sendMessage(
        uint32 destinationDomain,
        bytes32 recipient,
        bytes32 destinationCaller,
        uint32 minFinalityThreshold,
        bytes calldata messageBody
    ) external;
}

interface IMintBurnToken {
    function mint(address to, uint256 amount) external returns (bool);
    function burn(uint256 amount) external;
}

/// CCTP V2 TokenMessenger, also acting as the token minter. depositForBurn burns USDC and sends a BurnMessageV2
/// whose feeExecuted and expirationBlock are empty (the attestation service fills them); on the destination it
/// mints amount minus the executed fee to the recipient and the fee to the fee recipient, refusing expired
/// fast messages with "Message expired and must be re-signed".
contract TokenMessengerV2 is Initializable {
    using SafeERC20 for IERC20;

    uint256 public constant MIN_FEE_MULTIPLIER = 10_000_000;
    uint32 public constant FINALITY_THRESHOLD_MIN = 500;
    uint32 public constant FINALITY_THRESHOLD_FINALIZED = 2000;

    // BurnMessageV2 field offsets within the message body (src/messages/v2/BurnMessageV2.sol).
    uint256 private constant BURN_TOKEN_INDEX = 4;
    uint256 private constant MINT_RECIPIENT_INDEX = 36;
    uint256 private constant AMOUNT_INDEX = 68;
    uint256 private constant MAX_FEE_INDEX = 132;
    uint256 private constant FEE_EXECUTED_INDEX = 164;
    uint256 private constant EXPIRATION_BLOCK_INDEX = 196;
    uint256 private constant HOOK_DATA_INDEX = 228;

    uint32 public messageBodyVersion;
    address public localMessageTransmitter;
    address public feeRecipient;
    uint256 public minFee;
    mapping(uint32 => bytes32) public remoteTokenMessengers;
    mapping(bytes32 => address) public remoteTokensToLocalTokens;
    mapping(address => uint256) public burnLimitsPerMessage;
    mapping(address => bool) public isDenylisted;

    event DepositForBurn(
        address indexed burnToken,
        uint256 amount,
        address indexed depositor,
        bytes32 mintRecipient,
        uint32 destinationDomain,
        bytes32 destinationTokenMessenger,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 indexed minFinalityThreshold,
        bytes hookData
    );
    event MintAndWithdraw(address indexed mintRecipient, uint256 amount, address indexed mintToken, uint256 feeCollected);
    event MinFeeSet(uint256 minFee);

    function initialize(address owner_, address messageTransmitter, address feeRecipient_, uint256 minFee_)
        external
        initializer
    {
        _setOwner(owner_);
        messageBodyVersion = 1;
        localMessageTransmitter = messageTransmitter;
        feeRecipient = feeRecipient_;
        _setMinFee(minFee_);
    }

    // --- configuration --------------------------------------------------------------------------------

    function addRemoteTokenMessenger(uint32 domain, bytes32 tokenMessenger) external onlyOwner {
        require(tokenMessenger != bytes32(0), "bytes32(0) not allowed");
        remoteTokenMessengers[domain] = tokenMessenger;
    }

    function linkTokenPair(address localToken, uint32 remoteDomain, bytes32 remoteToken) external onlyOwner {
        remoteTokensToLocalTokens[keccak256(abi.encodePacked(remoteDomain, remoteToken))] = localToken;
    }

    function setMaxBurnAmountPerMessage(address localToken, uint256 burnLimit) external onlyOwner {
        burnLimitsPerMessage[localToken] = burnLimit;
    }

    function setMinFee(uint256 minFee_) external onlyOwner {
        _setMinFee(minFee_);
    }

    function setDenylisted(address account, bool denylisted) external onlyOwner {
        isDenylisted[account] = denylisted;
    }

    function localMinter() external view returns (address) {
        return address(this);
    }

    function _setMinFee(uint256 minFee_) private {
        require(minFee_ < MIN_FEE_MULTIPLIER, "Min fee too high");
        minFee = minFee_;
        emit MinFeeSet(minFee_);
    }

    /// Smallest maxFee a burn of `amount` may carry; `minFee` is in 1/1000 basis points.
    function getMinFeeAmount(uint256 amount) public view returns (uint256) {
        if (minFee == 0) return 0;
        require(amount > 1, "Amount too low");
        uint256 minFeeAmount = (amount * minFee) / MIN_FEE_MULTIPLIER;
        return minFeeAmount == 0 ? 1 : minFeeAmount;
    }

    // --- burning --------------------------------------------------------------------------------------

    function depositForBurn(
        uint256 amount,
        uint32 destinationDomain,
        bytes32 mintRecipient,
        address burnToken,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 minFinalityThreshold
    ) external {
        _depositForBurn(
            amount, destinationDomain, mintRecipient, burnToken, destinationCaller, maxFee, minFinalityThreshold, ""
        );
    }

    function depositForBurnWithHook(
        uint256 amount,
        uint32 destinationDomain,
        bytes32 mintRecipient,
        address burnToken,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 minFinalityThreshold,
        bytes calldata hookData
    ) external {
        require(hookData.length > 0, "Hook data is empty");
        _depositForBurn(
            amount, destinationDomain, mintRecipient, burnToken, destinationCaller, maxFee, minFinalityThreshold, hookData
        );
    }

    function _depositForBurn(
        uint256 amount,
        uint32 destinationDomain,
        bytes32 mintRecipient,
        address burnToken,
        bytes32 destinationCaller,
        uint256 maxFee,
        uint32 minFinalityThreshold,
        bytes memory hookData
    ) private {
        require(!isDenylisted[msg.sender] && !isDenylisted[tx.origin], "Denylistable: account is on denylist");
        require(amount > 0, "Amount must be nonzero");
        require(mintRecipient != bytes32(0), "Mint recipient must be nonzero");
        require(maxFee < amount, "Max fee must be less than amount");
        require(maxFee >= getMinFeeAmount(amount), "Insufficient max fee");
        bytes32 destinationTokenMessenger = remoteTokenMessengers[destinationDomain];
        require(destinationTokenMessenger != bytes32(0), "No TokenMessenger for domain");
        uint256 burnLimit = burnLimitsPerMessage[burnToken];
        require(burnLimit > 0, "Burn token not supported");
        require(amount <= burnLimit, "Burn amount exceeds per tx limit");

        IERC20(burnToken).safeTransferFrom(msg.sender, address(this), amount);
        IMintBurnToken(burnToken).burn(amount);

        bytes memory body = abi.encodePacked(
            messageBodyVersion,
            bytes32(uint256(uint160(burnToken))),
            mintRecipient,
            amount,
            bytes32(uint256(uint160(msg.sender))),
            maxFee,
            uint256(0), // feeExecuted: set by the attestation service
            uint256(0), // expirationBlock: set by the attestation service
            hookData
        );
        IMessageTransmitterV2(localMessageTransmitter).sendMessage(
            destinationDomain, destinationTokenMessenger, destinationCaller, minFinalityThreshold, body
        );
        emit DepositForBurn(
            burnToken,
            amount,
            msg.sender,
            mintRecipient,
            destinationDomain,
            destinationTokenMessenger,
            destinationCaller,
            maxFee,
            minFinalityThreshold,
            hookData
        );
    }

    // --- minting --------------------------------------------------------------------------------------

    modifier onlyLocalMessageTransmitter() {
        require(msg.sender == localMessageTransmitter, "Invalid message transmitter");
        _;
    }

    function handleReceiveFinalizedMessage(uint32 remoteDomain, bytes32 sender, uint32, bytes calldata messageBody)
        external
        onlyLocalMessageTransmitter
        returns (bool)
    {
        _mintFromMessage(remoteDomain, sender, messageBody);
        return true;
    }

    function handleReceiveUnfinalizedMessage(
        uint32 remoteDomain,
        bytes32 sender,
        uint32 finalityThresholdExecuted,
        bytes calldata messageBody
    ) external onlyLocalMessageTransmitter returns (bool) {
        require(finalityThresholdExecuted >= FINALITY_THRESHOLD_MIN, "Unsupported finality threshold");
        _mintFromMessage(remoteDomain, sender, messageBody);
        return true;
    }

    function _mintFromMessage(uint32 remoteDomain, bytes32 sender, bytes calldata body) private {
        require(sender == remoteTokenMessengers[remoteDomain], "Remote TokenMessenger unsupported");
        require(body.length >= HOOK_DATA_INDEX, "Invalid burn message");
        require(uint32(bytes4(body[0:4])) == messageBodyVersion, "Invalid message body version");
        bytes32 burnToken = bytes32(body[BURN_TOKEN_INDEX:BURN_TOKEN_INDEX + 32]);
        address recipient = address(uint160(uint256(bytes32(body[MINT_RECIPIENT_INDEX:MINT_RECIPIENT_INDEX + 32]))));
        uint256 amount = uint256(bytes32(body[AMOUNT_INDEX:AMOUNT_INDEX + 32]));
        uint256 maxFee = uint256(bytes32(body[MAX_FEE_INDEX:MAX_FEE_INDEX + 32]));
        uint256 fee = uint256(bytes32(body[FEE_EXECUTED_INDEX:FEE_EXECUTED_INDEX + 32]));
        uint256 expirationBlock = uint256(bytes32(body[EXPIRATION_BLOCK_INDEX:EXPIRATION_BLOCK_INDEX + 32]));

        require(expirationBlock == 0 || expirationBlock > block.number, "Message expired and must be re-signed");
        require(fee == 0 || fee < amount, "Fee equals or exceeds amount");
        require(fee <= maxFee, "Fee exceeds max fee");
        address localToken = remoteTokensToLocalTokens[keccak256(abi.encodePacked(remoteDomain, burnToken))];
        require(localToken != address(0), "Mint token not supported");

        IMintBurnToken(localToken).mint(recipient, amount - fee);
        if (fee > 0) IMintBurnToken(localToken).mint(feeRecipient, fee);
        emit MintAndWithdraw(recipient, amount - fee, localToken, fee);
    }
}
