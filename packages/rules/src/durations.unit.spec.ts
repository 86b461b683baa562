import { clockDuration, roundedDuration } from './durations.js';

describe('clockDuration', () => {
  it.each([
    [0, '0分00秒'],
    [5, '0分05秒'],
    [59.6, '0分59秒'],
    [125, '2分05秒'],
    [725, '12分05秒'],
    [3599.9, '59分59秒'],
    [3600, '1時間00分00秒'],
    [3725, '1時間02分05秒'],
    [-3, '0分00秒'],
    [Number.NaN, '0分00秒'],
  ])('%s s reads %s', (seconds, text) => {
    expect(clockDuration(seconds)).toBe(text);
  });
});

describe('roundedDuration', () => {
  it.each([
    [0, '1秒'],
    [12, '12秒'],
    [29, '29秒'],
    [31, '1分'],
    [720, '12分'],
    [3600, '1時間'],
    [3900, '1時間5分'],
    [7170, '2時間'],
  ])('%s s reads %s', (seconds, text) => {
    expect(roundedDuration(seconds)).toBe(text);
  });
});
