import { createHash } from 'node:crypto';
/**
 * A name-based UUID (version 5 layout: SHA-1, version and variant bits set) of a kind and the ids
 * it is made of, e.g. `nameBasedId('ms-matrix-entry', teamId, memberId)`. The same names always
 * give the same id, so a stream named by it holds at most one aggregate per combination: "one entry
 * per team and member" is kept by the stream itself.
 *
 * The bytes hashed are `<kind>:<part>:<part>…`, not RFC 4122's namespace UUID + name: ids already
 * stored were made this way and must stay the same.
 */
export function nameBasedId(kind, ...parts) {
    const hash = createHash('sha1').update([kind, ...parts].join(':')).digest();
    hash[6] = (hash[6] & 0x0f) | 0x50;
    hash[8] = (hash[8] & 0x3f) | 0x80;
    const hex = hash.subarray(0, 16).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
