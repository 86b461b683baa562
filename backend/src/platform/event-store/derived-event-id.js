import { createHash } from 'node:crypto';
/** Namespace of the ids below (a fixed random UUID: ids of this application never collide with other v5 ids). */
const NAMESPACE = '6b0f3c52-1b7e-4b1a-9d3e-2f6c8a4e7d10';
/** The name-based UUID (version 5, RFC 9562 §5.5) of `name` in `namespace`. */
export function uuidV5(namespace, name) {
    const hash = createHash('sha1').update(Buffer.from(namespace.replaceAll('-', ''), 'hex')).update(name, 'utf8').digest();
    hash[6] = (hash[6] & 0x0f) | 0x50;
    hash[8] = (hash[8] & 0x3f) | 0x80;
    const hex = hash.subarray(0, 16).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/**
 * A name-based UUID (version 5) of `parts`: the same parts always give the same id.
 * A reactor's events get ids derived from the reactor, the triggering event and their place in
 * the reaction, so when a reaction runs again (its checkpoint was lost in a crash) its append
 * carries the ids already stored and the event store answers it as the earlier append.
 */
export function deriveEventId(...parts) {
    // Each part's length first: ('a|b', 'c') and ('a', 'b|c') must not meet.
    return uuidV5(NAMESPACE, parts.map((part) => `${part.length}:${part}`).join('|'));
}
/** Whether `id` is name-based (version 5), as `deriveEventId` makes them; random ids are version 4. */
export function isDerivedEventId(id) {
    return /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id);
}
