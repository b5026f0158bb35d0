// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ERC20Base} from "../lib/ERC20Base.sol";
import {Initializable} from "../lib/Initializable.sol";

/// Devnet stand-in for a fiat-backed stablecoin (USDC, USDT, DAI, PYUSD) or a collateral token (WETH, WBTC...).
/// Follows Circle's FiatTokenV2_2 where the app touches it: EIP-2612 permit, EIP-3009 transfer/receive/cancel
/// authorization (EIP-712 name and version from storage, domain computed per call because setCode skips
/// constructors), minting and burning reserved to one minter (CCTP's TokenMessengerV2 for USDC, the savings
/// vault for DAI). `devnetMint` lets the deployer seed balances and is the only other way to create supply.
contract Token is ERC20Base, Initializable {
    string public version;
    address public minter;
    mapping(address => uint256) public nonces;
    mapping(address => mapping(bytes32 => bool)) public authorizationState;

    bytes32 private constant EIP712_DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 public constant RECEIVE_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 public constant CANCEL_AUTHORIZATION_TYPEHASH =
        keccak256("CancelAuthorization(address authorizer,bytes32 nonce)");

    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);
    event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce);
    event MinterConfigured(address indexed minter);
    event Mint(address indexed minter, address indexed to, uint256 amount);
    event Burn(address indexed burner, uint256 amount);

    function initialize(
        string calldata name_,
        string calldata symbol_,
        uint8 decimals_,
        string calldata version_,
        address owner_,
        address minter_
    ) external initializer {
        _initMetadata(name_, symbol_, decimals_);
        version = version_;
        _setOwner(owner_);
        minter = minter_;
        emit MinterConfigured(minter_);
    }

    // --- supply ---------------------------------------------------------------------------------------

    modifier onlyMinter() {
        require(msg.sender == minter, "FiatToken: caller is not a minter");
        _;
    }

    function mint(address to, uint256 amount) external onlyMinter returns (bool) {
        require(amount > 0, "FiatToken: mint amount not greater than 0");
        _mint(to, amount);
        emit Mint(msg.sender, to, amount);
        return true;
    }

    /// Burns from the minter's own balance, as FiatToken does after the TokenMinter pulled the tokens.
    function burn(uint256 amount) external onlyMinter {
        require(amount > 0, "FiatToken: burn amount not greater than 0");
        _burn(msg.sender, amount);
        emit Burn(msg.sender, amount);
    }

    function configureMinter(address minter_) external onlyOwner {
        minter = minter_;
        emit MinterConfigured(minter_);
    }

    /// Devnet faucet for seeding; only the deployer may call it.
    function devnetMint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    // --- EIP-712 --------------------------------------------------------------------------------------

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(
            abi.encode(
                EIP712_DOMAIN_TYPEHASH, keccak256(bytes(name)), keccak256(bytes(version)), block.chainid, address(this)
            )
        );
    }

    /// ERC-5267, so wallets and viem can discover the signing domain.
    function eip712Domain()
        external
        view
        returns (bytes1, string memory, string memory, uint256, address, bytes32, uint256[] memory)
    {
        return (hex"0f", name, version, block.chainid, address(this), bytes32(0), new uint256[](0));
    }

    function _recover(bytes32 structHash, bytes memory signature) private view returns (address) {
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
        require(err == ECDSA.RecoverError.NoError, "FiatTokenV2: invalid signature");
        return signer;
    }

    // --- EIP-2612 -------------------------------------------------------------------------------------

    function permit(address owner_, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        permit(owner_, spender, value, deadline, abi.encodePacked(r, s, v));
    }

    function permit(address owner_, address spender, uint256 value, uint256 deadline, bytes memory signature) public {
        require(deadline >= block.timestamp, "FiatTokenV2: permit is expired");
        bytes32 structHash =
            keccak256(abi.encode(PERMIT_TYPEHASH, owner_, spender, value, nonces[owner_]++, deadline));
        require(_recover(structHash, signature) == owner_, "EIP2612: invalid signature");
        _approve(owner_, spender, value);
    }

    // --- EIP-3009 -------------------------------------------------------------------------------------

    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        transferWithAuthorization(from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v));
    }

    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) public {
        _useAuthorization(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, signature);
        _transfer(from, to, value);
    }

    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        require(to == msg.sender, "FiatTokenV2: caller must be the payee");
        _useAuthorization(
            RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v)
        );
        _transfer(from, to, value);
    }

    function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!authorizationState[authorizer][nonce], "FiatTokenV2: authorization is used or canceled");
        bytes32 structHash = keccak256(abi.encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce));
        require(_recover(structHash, abi.encodePacked(r, s, v)) == authorizer, "FiatTokenV2: invalid signature");
        authorizationState[authorizer][nonce] = true;
        emit AuthorizationCanceled(authorizer, nonce);
    }

    function _useAuthorization(
        bytes32 typehash,
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) private {
        require(block.timestamp > validAfter, "FiatTokenV2: authorization is not yet valid");
        require(block.timestamp < validBefore, "FiatTokenV2: authorization is expired");
        require(!authorizationState[from][nonce], "FiatTokenV2: authorization is used or canceled");
        bytes32 structHash = keccak256(abi.encode(typehash, from, to, value, validAfter, validBefore, nonce));
        require(_recover(structHash, signature) == from, "FiatTokenV2: invalid signature");
        authorizationState[from][nonce] = true;
        emit AuthorizationUsed(from, nonce);
    }
}
