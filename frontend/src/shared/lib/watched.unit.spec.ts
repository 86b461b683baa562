import { StretchTracker } from './watched';

describe('the stretches a viewer played', () => {
  it('extends one stretch while playing on, and reports it once', () => {
    const tracker = new StretchTracker();
    for (let t = 0; t <= 10; t += 0.25) tracker.seen(t);
    expect(tracker.take()).toEqual([[0, 10]]);
    expect(tracker.take()).toEqual([]);
    // Playing on after a report continues from where it was.
    tracker.seen(10.25);
    tracker.seen(11);
    expect(tracker.take()).toEqual([[10, 11]]);
  });

  it('starts a new stretch on a jump, so seeking to 95 % reports only what was played there', () => {
    const tracker = new StretchTracker();
    tracker.seen(0);
    tracker.seen(1);
    tracker.break();
    tracker.seen(95);
    tracker.seen(96);
    tracker.seen(60); // a jump back
    tracker.seen(60.5);
    expect(tracker.take()).toEqual([[0, 1], [95, 96], [60, 60.5]]);
  });

  it('reports no zero-length stretch and ignores nonsense times', () => {
    const tracker = new StretchTracker();
    tracker.seen(5);
    tracker.seen(Number.NaN);
    tracker.seen(-1);
    expect(tracker.take()).toEqual([]);
  });
});
