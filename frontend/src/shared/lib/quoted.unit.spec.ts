import { quoted } from './quoted';

describe('quoted', () => {
  it('puts a name in 「」', () => {
    expect(quoted('星の帽子')).toBe('「星の帽子」');
  });

  it("nests a name's own quotes as 『』", () => {
    expect(quoted('称号「はじめの一歩」')).toBe('「称号『はじめの一歩』」');
  });
});
