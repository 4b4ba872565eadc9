// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// A minimal ENS universal resolver for the devnet: the entry point viem's `getEnsAddress` /
// `getEnsName` call on a custom chain (`resolveWithGateways`, `reverseWithGateways`, the errors
// of viem's `universalResolverResolveAbi`). It finds a name's resolver in the ENS registry
// (ENSIP-10 wildcards included), calls it, and re-raises a resolver's ERC-3668 `OffchainLookup`
// as its own (the client calls this contract, so the lookup's sender must be this contract),
// continuing in `lookupCallback`. Reverse resolution reads `name(bytes32)` of the ENSIP-19
// reverse name, then checks the forward address of that name. The `gateways` argument (batch
// gateways) is not used: each lookup goes to the resolver's own gateway URLs.
// The audited ENS UniversalResolver (@ensdomains/ens-contracts) is not published on the npm
// registry this project installs from, hence this small one.

interface IENSRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface IExtendedResolver {
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory);
}

interface IERC165 {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}

error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
error DNSDecodingFailed(bytes dns);
error DNSEncodingFailed(string ens);
error ResolverNotFound(bytes name);
error ResolverNotContract(bytes name, address resolver);
error ResolverError(bytes errorData);
error ReverseAddressMismatch(string primary, bytes primaryAddress);

contract KitUniversalResolver {
    IENSRegistry public immutable registry;

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
    uint8 private constant STEP_FORWARD = 0;
    uint8 private constant STEP_REVERSE_NAME = 1;
    uint8 private constant STEP_REVERSE_ADDRESS = 2;

    struct Lookup {
        address resolver;
        bytes4 callback;
        bytes extraData;
        bool extended;
        uint8 step;
        bytes state;
    }

    constructor(IENSRegistry _registry) {
        registry = _registry;
    }

    /// Resolves `data` (e.g. `addr(bytes32)`) for the DNS-encoded `name`: (result, resolver).
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bool extended) = _resolverOf(name);
        bytes memory output = _run(resolver, extended, extended ? abi.encodeCall(IExtendedResolver.resolve, (name, data)) : data, STEP_FORWARD, "");
        assembly {
            return(add(output, 32), mload(output))
        }
    }

    /// The primary name of `lookupAddress` for `coinType`, checked forward: (name, resolver, reverseResolver).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        bytes memory reverseName = _reverseName(lookupAddress, coinType);
        (address resolver, bool extended) = _resolverOf(reverseName);
        bytes memory data = abi.encodeWithSelector(0x691f3431, _namehash(reverseName, 0)); // name(bytes32)
        bytes memory output = _run(
            resolver,
            extended,
            extended ? abi.encodeCall(IExtendedResolver.resolve, (reverseName, data)) : data,
            STEP_REVERSE_NAME,
            abi.encode(lookupAddress, coinType, resolver)
        );
        assembly {
            return(add(output, 32), mload(output))
        }
    }

    /// ERC-3668 callback: hands the gateway's answer to the resolver's own callback, then continues.
    function lookupCallback(bytes calldata response, bytes calldata extraData) external view {
        Lookup memory lookup = abi.decode(extraData, (Lookup));
        (bool ok, bytes memory ret) = lookup.resolver.staticcall(abi.encodeWithSelector(lookup.callback, response, lookup.extraData));
        bytes memory output = _handle(ok, ret, lookup.resolver, lookup.extended, lookup.step, lookup.state);
        assembly {
            return(add(output, 32), mload(output))
        }
    }

    function _run(address resolver, bool extended, bytes memory callData, uint8 step, bytes memory state) internal view returns (bytes memory) {
        (bool ok, bytes memory ret) = resolver.staticcall(callData);
        return _handle(ok, ret, resolver, extended, step, state);
    }

    function _handle(bool ok, bytes memory ret, address resolver, bool extended, uint8 step, bytes memory state)
        internal
        view
        returns (bytes memory)
    {
        if (!ok) {
            if (ret.length >= 4 && bytes4(ret) == OffchainLookup.selector) {
                bytes memory args;
                assembly {
                    args := add(ret, 4)
                    mstore(args, sub(mload(ret), 4))
                }
                (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
                    abi.decode(args, (address, string[], bytes, bytes4, bytes));
                if (sender != resolver) revert ResolverError(ret);
                revert OffchainLookup(
                    address(this),
                    urls,
                    callData,
                    this.lookupCallback.selector,
                    abi.encode(Lookup(resolver, callback, extraData, extended, step, state))
                );
            }
            revert ResolverError(ret);
        }
        bytes memory result = extended ? abi.decode(ret, (bytes)) : ret;
        if (step == STEP_FORWARD) return abi.encode(result, resolver);
        if (step == STEP_REVERSE_NAME) return _forwardCheck(result, state);
        return _finishReverse(result, state);
    }

    /// Reverse step 2: resolve the address of the primary name found.
    function _forwardCheck(bytes memory result, bytes memory state) internal view returns (bytes memory) {
        (bytes memory lookupAddress, uint256 coinType, address reverseResolver) = abi.decode(state, (bytes, uint256, address));
        string memory primary = result.length == 0 ? "" : abi.decode(result, (string));
        if (bytes(primary).length == 0) return abi.encode("", address(0), reverseResolver);
        bytes memory dnsName = _dnsEncode(primary);
        (address resolver, bool extended) = _resolverOf(dnsName);
        bytes32 node = _namehash(dnsName, 0);
        bytes memory data = coinType == 60
            ? abi.encodeWithSelector(0x3b3b57de, node) // addr(bytes32)
            : abi.encodeWithSelector(0xf1cb7e06, node, coinType); // addr(bytes32,uint256)
        return _run(
            resolver,
            extended,
            extended ? abi.encodeCall(IExtendedResolver.resolve, (dnsName, data)) : data,
            STEP_REVERSE_ADDRESS,
            abi.encode(lookupAddress, coinType, reverseResolver, primary, resolver)
        );
    }

    /// Reverse step 3: the forward address must be the address looked up.
    function _finishReverse(bytes memory result, bytes memory state) internal pure returns (bytes memory) {
        (bytes memory lookupAddress, uint256 coinType, address reverseResolver, string memory primary, address resolver) =
            abi.decode(state, (bytes, uint256, address, string, address));
        bytes memory primaryAddress;
        if (coinType == 60) {
            primaryAddress = result.length == 32 ? abi.encodePacked(abi.decode(result, (address))) : bytes("");
        } else {
            primaryAddress = result.length == 0 ? bytes("") : abi.decode(result, (bytes));
        }
        if (keccak256(primaryAddress) != keccak256(lookupAddress)) revert ReverseAddressMismatch(primary, primaryAddress);
        return abi.encode(primary, resolver, reverseResolver);
    }

    /// The resolver of `name` or of its closest ancestor that has one (ENSIP-10: an ancestor's resolver must be extended).
    function _resolverOf(bytes memory name) internal view returns (address resolver, bool extended) {
        uint256 offset = 0;
        while (true) {
            if (offset >= name.length) revert DNSDecodingFailed(name);
            resolver = registry.resolver(_namehash(name, offset));
            if (resolver != address(0)) break;
            uint256 length = uint8(name[offset]);
            if (length == 0) revert ResolverNotFound(name);
            offset += length + 1;
        }
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        (bool ok, bytes memory ret) = resolver.staticcall(abi.encodeCall(IERC165.supportsInterface, (EXTENDED_RESOLVER)));
        extended = ok && ret.length == 32 && abi.decode(ret, (bool));
        if (offset != 0 && !extended) revert ResolverNotFound(name);
    }

    /// ENS namehash of the DNS-encoded name starting at `offset`.
    function _namehash(bytes memory name, uint256 offset) internal pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        if (offset + 1 + length >= name.length) revert DNSDecodingFailed(name);
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(_namehash(name, offset + 1 + length), labelHash));
    }

    /// `alice.kit.id` → DNS wire format.
    function _dnsEncode(string memory name) internal pure returns (bytes memory dns) {
        bytes memory text = bytes(name);
        dns = new bytes(text.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 length = i - start;
                if (length == 0 || length > 255) revert DNSEncodingFailed(name);
                dns[start] = bytes1(uint8(length));
                for (uint256 j = start; j < i; j++) dns[j + 1] = text[j];
                start = i + 1;
            }
        }
        dns[text.length + 1] = 0;
    }

    /// ENSIP-19 reverse name: `<hex>.addr.reverse` (60), `<hex>.default.reverse` (0x80000000), `<hex>.<coin type hex>.reverse`.
    function _reverseName(bytes calldata lookupAddress, uint256 coinType) internal pure returns (bytes memory) {
        bytes memory hexAddress = _hex(lookupAddress);
        bytes memory namespace;
        if (coinType == 60) namespace = "addr";
        else if (coinType == 0x80000000) namespace = "default";
        else namespace = _hexNumber(coinType);
        return abi.encodePacked(uint8(hexAddress.length), hexAddress, uint8(namespace.length), namespace, uint8(7), "reverse", uint8(0));
    }

    function _hex(bytes calldata data) internal pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            out[2 * i] = digits[uint8(data[i]) >> 4];
            out[2 * i + 1] = digits[uint8(data[i]) & 15];
        }
    }

    function _hexNumber(uint256 value) internal pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        uint256 length = 0;
        for (uint256 v = value; v != 0; v >>= 4) length++;
        if (length == 0) length = 1;
        out = new bytes(length);
        for (uint256 i = length; i > 0; i--) {
            out[i - 1] = digits[value & 15];
            value >>= 4;
        }
    }
}
