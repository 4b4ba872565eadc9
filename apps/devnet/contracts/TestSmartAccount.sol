// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title TestSmartAccount
/// @notice Minimal ERC-1271 smart account for local devnets: a signature is valid when it is the
/// owner's 65-byte ECDSA signature over the hash (personal_sign of a message by the owner).
contract TestSmartAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @title TestSmartAccountFactory
/// @notice Deploys TestSmartAccount with CREATE2, so an account's address is known before it is
/// deployed (counterfactual accounts, ERC-6492 signatures).
contract TestSmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        account = address(new TestSmartAccount{salt: salt}(owner));
        emit AccountCreated(account, owner, salt);
    }

    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(TestSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
