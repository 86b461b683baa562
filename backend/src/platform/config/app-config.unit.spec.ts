import { assertProductionSecrets, loadConfig } from './app-config.js';

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

describe('a production start', () => {
  const good = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64), OIDC_CLIENT_SECRET: 'registered-at-the-issuer', PERSONAL_DATA_KEY: 'b'.repeat(64), ANONYMITY_KEY: 'c'.repeat(64) };

  it('refuses the development session secret, a short one, or the development client secret', () => {
    expect(() => assertProductionSecrets(loadConfig({ ...good, SESSION_SECRET: undefined }))).toThrow(/SESSION_SECRET/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, SESSION_SECRET: '' }))).toThrow(/SESSION_SECRET/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, SESSION_SECRET: 'dev-session-secret-change-me' }))).toThrow(/SESSION_SECRET/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, SESSION_SECRET: 'short' }))).toThrow(/SESSION_SECRET/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, OIDC_CLIENT_SECRET: undefined }))).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, OIDC_CLIENT_SECRET: 'embedded-issuer-client-secret' }))).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, PERSONAL_DATA_KEY: undefined }))).toThrow(/PERSONAL_DATA_KEY/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, PERSONAL_DATA_KEY: 'dev-personal-data-key-change-me' }))).toThrow(/PERSONAL_DATA_KEY/);
  });

  it('refuses to start without an anonymity key of its own (never a default, never SESSION_SECRET)', () => {
    expect(() => assertProductionSecrets(loadConfig({ ...good, ANONYMITY_KEY: undefined }))).toThrow(/ANONYMITY_KEY/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, ANONYMITY_KEY: 'short' }))).toThrow(/ANONYMITY_KEY/);
    expect(() => assertProductionSecrets(loadConfig({ ...good, ANONYMITY_KEY: good.SESSION_SECRET }))).toThrow(/ANONYMITY_KEY/);
    expect(loadConfig({ NODE_ENV: 'development' }).anonymityKey).toBeUndefined();
  });

  it('starts with secrets of its own, and outside production with the development ones', () => {
    expect(() => assertProductionSecrets(loadConfig(good))).not.toThrow();
    expect(() => assertProductionSecrets(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
    expect(() => assertProductionSecrets(loadConfig({ NODE_ENV: 'test' }))).not.toThrow();
  });
});

describe('CORPORATE_TRAINING_URL', () => {
  it('leads to the companion page\'s services section unless set', () => {
    expect(loadConfig({}).site.corporateTrainingUrl).toBe('/pivot#services');
    expect(loadConfig({ CORPORATE_TRAINING_URL: '  ' }).site.corporateTrainingUrl).toBe('/pivot#services');
  });

  it('takes the company\'s training page, or another path on this site', () => {
    expect(loadConfig({ CORPORATE_TRAINING_URL: 'https://training.example.co.jp/pivot' }).site.corporateTrainingUrl).toBe('https://training.example.co.jp/pivot');
    expect(loadConfig({ CORPORATE_TRAINING_URL: '/pivot#contact' }).site.corporateTrainingUrl).toBe('/pivot#contact');
  });

  it('refuses a value a browser would not open as a page, naming the setting', () => {
    for (const value of ['javascript:alert(1)', 'training.example.com', '//evil.example', 'mailto:x@example.com']) {
      expect(() => loadConfig({ CORPORATE_TRAINING_URL: value })).toThrow(/CORPORATE_TRAINING_URL/);
    }
  });
});

describe('BOOK_STORE_URL, INTERVIEW_VIDEO_URL, AUTHOR_QA_FORM_URL (links only the operator knows)', () => {
  const names = ['BOOK_STORE_URL', 'INTERVIEW_VIDEO_URL', 'AUTHOR_QA_FORM_URL'] as const;
  const field = { BOOK_STORE_URL: 'bookStoreUrl', INTERVIEW_VIDEO_URL: 'interviewVideoUrl', AUTHOR_QA_FORM_URL: 'authorQaFormUrl' } as const;

  it('are unset (null) unless given: the pages then show no dead link', () => {
    for (const name of names) {
      expect(loadConfig({}).site[field[name]]).toBeNull();
      expect(loadConfig({ [name]: ' ' }).site[field[name]]).toBeNull();
    }
  });

  it('take an http(s) URL and refuse anything else, naming the setting', () => {
    for (const name of names) {
      expect(loadConfig({ [name]: 'https://example.co.jp/page' }).site[field[name]]).toBe('https://example.co.jp/page');
      expect(() => loadConfig({ [name]: 'javascript:alert(1)' })).toThrow(new RegExp(name));
    }
  });
});
