// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Initializable} from "../lib/Initializable.sol";

interface IMessageHandlerV2 {
    function handleReceiveFinalizedMessage(
        uint32 sourceDomain,
        bytes32 sender,
        uint32 finalityThresholdExecuted,
        bytes calldata messageBody
    ) external returns (bool);

    function handleReceiveUnfinalizedMessage(
        uint32 sourceDomain,
        bytes32 sender,
        uint32 finalityThresholdExecuted,
        bytes calldata messageBody
    ) external returns (bool);
}

/// CCTP V2 MessageTransmitter. Emits MessageV2 bytes with an empty nonce and executed finality (the attestation
/// service assigns both), and accepts a message on the destination only with `signatureThreshold` attester
/// signatures over keccak256(message), recovered in strictly increasing address order, once per nonce.
contract MessageTransmitterV2 is Initializable {
    uint32 public constant FINALITY_THRESHOLD_FINALIZED = 2000;
    uint256 private constant SIGNATURE_LENGTH = 65;

    // MessageV2 field offsets (circlefin/evm-cctp-contracts src/messages/v2/MessageV2.sol).
    uint256 private constant VERSION_INDEX = 0;
    uint256 private constant SOURCE_DOMAIN_INDEX = 4;
    uint256 private constant DESTINATION_DOMAIN_INDEX = 8;
    uint256 private constant NONCE_INDEX = 12;
    uint256 private constant SENDER_INDEX = 44;
    uint256 private constant RECIPIENT_INDEX = 76;
    uint256 private constant DESTINATION_CALLER_INDEX = 108;
    uint256 private constant MIN_FINALITY_THRESHOLD_INDEX = 140;
    uint256 private constant FINALITY_THRESHOLD_EXECUTED_INDEX = 144;
    uint256 private constant MESSAGE_BODY_INDEX = 148;

    uint32 public localDomain;
    uint32 public version;
    uint256 public signatureThreshold;
    address public attesterManager;
    mapping(bytes32 => uint256) public usedNonces;
    mapping(address => bool) private _attesterEnabled;
    address[] private _enabledAttesters;

    event MessageSent(bytes message);
    event MessageReceived(
        address indexed caller,
        uint32 sourceDomain,
        bytes32 indexed nonce,
        bytes32 sender,
        uint32 indexed finalityThresholdExecuted,
        bytes messageBody
    );
    event AttesterEnabled(address indexed attester);
    event AttesterDisabled(address indexed attester);
    event SignatureThresholdUpdated(uint256 oldSignatureThreshold, uint256 newSignatureThreshold);

    function initialize(address owner_, uint32 localDomain_, address[] calldata attesters, uint256 threshold)
        external
        initializer
    {
        _setOwner(owner_);
        attesterManager = owner_;
        localDomain = localDomain_;
        version = 1;
        for (uint256 i = 0; i < attesters.length; i++) {
            _enableAttester(attesters[i]);
        }
        _setSignatureThreshold(threshold);
    }

    // --- attesters ------------------------------------------------------------------------------------

    modifier onlyAttesterManager() {
        require(msg.sender == attesterManager, "Caller not attester manager");
        _;
    }

    function enableAttester(address attester) external onlyAttesterManager {
        _enableAttester(attester);
    }

    function disableAttester(address attester) external onlyAttesterManager {
        require(_attesterEnabled[attester], "Attester already disabled");
        require(_enabledAttesters.length > signatureThreshold, "Signature threshold is too low");
        _attesterEnabled[attester] = false;
        for (uint256 i = 0; i < _enabledAttesters.length; i++) {
            if (_enabledAttesters[i] == attester) {
                _enabledAttesters[i] = _enabledAttesters[_enabledAttesters.length - 1];
                _enabledAttesters.pop();
                break;
            }
        }
        emit AttesterDisabled(attester);
    }

    function setSignatureThreshold(uint256 threshold) external onlyAttesterManager {
        _setSignatureThreshold(threshold);
    }

    function isEnabledAttester(address attester) public view returns (bool) {
        return _attesterEnabled[attester];
    }

    function getNumEnabledAttesters() external view returns (uint256) {
        return _enabledAttesters.length;
    }

    function getEnabledAttester(uint256 index) external view returns (address) {
        return _enabledAttesters[index];
    }

    function _enableAttester(address attester) private {
        require(attester != address(0), "New attester must be nonzero");
        require(!_attesterEnabled[attester], "Attester already enabled");
        _attesterEnabled[attester] = true;
        _enabledAttesters.push(attester);
        emit AttesterEnabled(attester);
    }

    function _setSignatureThreshold(uint256 threshold) private {
        require(threshold != 0, "Invalid signature threshold");
        require(threshold <= _enabledAttesters.length, "New signature threshold too high");
        emit SignatureThresholdUpdated(signatureThreshold, threshold);
        signatureThreshold = threshold;
    }

    // --- sending --------------------------------------------------------------------------------------

    function sendMessage(
        uint32 destinationDomain,
        bytes32 recipient,
        bytes32 destinationCaller,
        uint32 minFinalityThreshold,
        bytes calldata messageBody
    ) external {
        require(destinationDomain != localDomain, "Domain is local domain");
        require(recipient != bytes32(0), "Recipient must be nonzero");
        bytes memory message = abi.encodePacked(
            version,
            localDomain,
            destinationDomain,
            bytes32(0), // nonce: assigned by the attestation service
            bytes32(uint256(uint160(msg.sender))),
            recipient,
            destinationCaller,
            minFinalityThreshold,
            uint32(0), // finalityThresholdExecuted: set by the attestation service
            messageBody
        );
        emit MessageSent(message);
    }

    // --- receiving ------------------------------------------------------------------------------------

    function receiveMessage(bytes calldata message, bytes calldata attestation) external returns (bool) {
        _verifyAttestationSignatures(message, attestation);
        require(message.length >= MESSAGE_BODY_INDEX, "Invalid message: too short");
        require(_u32(message, DESTINATION_DOMAIN_INDEX) == localDomain, "Invalid destination domain");
        bytes32 destinationCaller = bytes32(message[DESTINATION_CALLER_INDEX:DESTINATION_CALLER_INDEX + 32]);
        require(
            destinationCaller == bytes32(0) || destinationCaller == bytes32(uint256(uint160(msg.sender))),
            "Invalid caller for message"
        );
        require(_u32(message, VERSION_INDEX) == version, "Invalid message version");

        bytes32 nonce = bytes32(message[NONCE_INDEX:NONCE_INDEX + 32]);
        require(usedNonces[nonce] == 0, "Nonce already used");
        usedNonces[nonce] = 1;

        uint32 sourceDomain = _u32(message, SOURCE_DOMAIN_INDEX);
        bytes32 sender = bytes32(message[SENDER_INDEX:SENDER_INDEX + 32]);
        address recipient = address(uint160(uint256(bytes32(message[RECIPIENT_INDEX:RECIPIENT_INDEX + 32]))));
        uint32 finalityThresholdExecuted = _u32(message, FINALITY_THRESHOLD_EXECUTED_INDEX);
        bytes calldata body = message[MESSAGE_BODY_INDEX:];

        if (finalityThresholdExecuted < FINALITY_THRESHOLD_FINALIZED) {
            require(
                IMessageHandlerV2(recipient).handleReceiveUnfinalizedMessage(
                    sourceDomain, sender, finalityThresholdExecuted, body
                ),
                "handleReceiveUnfinalizedMessage() failed"
            );
        } else {
            require(
                IMessageHandlerV2(recipient).handleReceiveFinalizedMessage(
                    sourceDomain, sender, finalityThresholdExecuted, body
                ),
                "handleReceiveFinalizedMessage() failed"
            );
        }
        emit MessageReceived(msg.sender, sourceDomain, nonce, sender, finalityThresholdExecuted, body);
        return true;
    }

    function _verifyAttestationSignatures(bytes calldata message, bytes calldata attestation) private view {
        require(attestation.length == SIGNATURE_LENGTH * signatureThreshold, "Invalid attestation length");
        bytes32 digest = keccak256(message);
        address latestAttester = address(0);
        for (uint256 i = 0; i < signatureThreshold; i++) {
            bytes memory signature = attestation[i * SIGNATURE_LENGTH:(i + 1) * SIGNATURE_LENGTH];
            (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
            require(err == ECDSA.RecoverError.NoError, "ECDSA: invalid signature");
            require(recovered > latestAttester, "Invalid signature order or dupe");
            require(isEnabledAttester(recovered), "Invalid signer for message");
            latestAttester = recovered;
        }
    }

    function _u32(bytes calldata message, uint256 index) private pure returns (uint32) {
        return uint32(bytes4(message[index:index + 4]));
    }
}
