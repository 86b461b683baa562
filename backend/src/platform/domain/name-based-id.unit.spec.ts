import { nameBasedId } from './name-based-id.js';

describe('nameBasedId', () => {
  it('gives the ids the matrices have always stored for their entries', () => {
    // Computed by the per-module functions this one replaced: changing the bytes hashed would
    // orphan every stored entry stream.
    expect(nameBasedId('ms-matrix-entry', 'team-1', 'member-1')).toBe('b41c3593-5915-5acb-a021-b5a19b0fc31a');
    expect(nameBasedId('one-on-one-entry', 'manager-1', 'employee-1')).toBe('01cfb6e7-0ea6-5439-8cdd-ab3c65a93c2d');
  });

  it('is a version 5 UUID that changes with the kind and with every part', () => {
    const id = nameBasedId('kind', 'a', 'b');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedId('kind', 'a', 'b')).toBe(id);
    expect(new Set([id, nameBasedId('other', 'a', 'b'), nameBasedId('kind', 'x', 'b'), nameBasedId('kind', 'a', 'x')]).size).toBe(4);
  });
});
