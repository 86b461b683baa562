import { describe, expect, it } from '@jest/globals';
import { channelsOf, defaultChannelOf, digestTimeText, IN_APP_ONLY_KINDS, NOTIFICATION_CHANNELS, NOTIFICATION_KIND_IDS, NOTIFICATION_KINDS } from './notifications.js';

describe('notification channels', () => {
  it('offers all three channels except for the kinds told to an anonymous author, which stay in the app', () => {
    for (const kind of NOTIFICATION_KIND_IDS) {
      expect(channelsOf(kind)).toEqual(IN_APP_ONLY_KINDS.has(kind) ? ['in_app'] : NOTIFICATION_CHANNELS);
      expect(channelsOf(kind)).toContain(defaultChannelOf(kind));
    }
    expect([...IN_APP_ONLY_KINDS].every((kind) => NOTIFICATION_KINDS[kind].group === 'anonymous')).toBe(true);
    expect(channelsOf('anonymous_report_outcome')).toEqual(NOTIFICATION_CHANNELS);
  });

  it('says when the digest arrives, in the deployment’s zone', () => {
    expect(digestTimeText(8, 'Asia/Tokyo')).toBe('毎朝8時（日本時間）にまとめて届きます');
    expect(digestTimeText(19, 'Asia/Tokyo')).toBe('毎晩19時（日本時間）にまとめて届きます');
    expect(digestTimeText(13, 'Europe/Berlin')).toBe('毎日13時（Europe/Berlin）にまとめて届きます');
  });
});
