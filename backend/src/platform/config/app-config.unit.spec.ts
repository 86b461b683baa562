import { loadConfig } from './app-config.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    for (const value of [undefined, '', 'false', '0', 'off']) expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it('reads a number of hops, or a list of addresses, subnets and names', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses "true", which would believe an X-Forwarded-For written by anyone', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
