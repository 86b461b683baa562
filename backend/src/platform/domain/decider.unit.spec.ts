import { DomainCommand } from './command.js';
import { deciderWithFacts, type Decider } from './decider.js';

// A counter whose "add" needs a fact from outside its stream (the step size, read by a handler).
class Add extends DomainCommand<'Add', { times: number }> {
  readonly type = 'Add';
}
class Reset extends DomainCommand<'Reset', Record<string, never>> {
  readonly type = 'Reset';
}
type Counted = { type: 'Counted'; data: { by: number } } | { type: 'Reset'; data: Record<string, never> };
interface CounterFacts {
  Add: { step: number };
}

const counter: Decider<number, Add | Reset, Counted, CounterFacts> = deciderWithFacts({
  initialState: () => 0,
  evolve: (state, event) => (event.type === 'Counted' ? state + event.data.by : 0),
  decideWithFacts: {
    Add: (command, _state, { step }) => [{ type: 'Counted', data: { by: command.data.times * step } }],
  },
  decide: (_command, state) => (state === 0 ? [] : [{ type: 'Reset', data: {} }]),
});

describe('a decider whose decision needs facts from outside its stream', () => {
  it('decides with the facts its handler passes', () => {
    expect(counter.decide(new Add({ times: 3 }), 0, { step: 2 })).toEqual([{ type: 'Counted', data: { by: 6 } }]);
    expect(counter.decide(new Reset({}), 6)).toEqual([{ type: 'Reset', data: {} }]);
  });

  it('cannot be called without them, nor with facts for a command that takes none (checked when compiling)', () => {
    // @ts-expect-error Add is decided with its facts
    expect(() => counter.decide(new Add({ times: 3 }), 0)).toThrow(TypeError);
    // @ts-expect-error Reset takes no facts
    expect(counter.decide(new Reset({}), 0, { step: 2 })).toEqual([]);
    // Nor written without a decision for each command that needs facts.
    deciderWithFacts<number, Add | Reset, Counted, CounterFacts>({
      initialState: () => 0,
      evolve: (state) => state,
      // @ts-expect-error Add needs its decision with facts
      decideWithFacts: {},
      decide: () => [],
    });
  });

});
