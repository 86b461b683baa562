import type { Decider, FactsOf } from '../platform/domain/decider.js';
import { DomainError, type DomainErrorKind } from '../platform/domain/domain-error.js';
import type { DomainEvent } from '../platform/event-store/event.js';

type ErrorClass = abstract new (...args: never[]) => Error;

/** What else a refusal must show: the DomainError's kind (its HTTP status), words of its message. */
export interface Refusal {
  kind?: DomainErrorKind;
  message?: string | RegExp;
}

/**
 * Given / when / then over a decider, one line a case:
 *
 *   const { given } = deciderSpec(msMatrixEntryDecider);
 *   given(aMemberPlaced()).when(aMoveCommand()).then([aMemberMoved()]);
 *   given().when(aMoveCommand()).thenFails('MS_MATRIX.ENTRY_NOT_FOUND', { kind: 'not_found' });
 *
 * `given` folds the events into the state, frozen as the AggregateStore hands it over (decision
 * 0014); `when` decides the command on it (with the facts its decision needs from outside the
 * stream, as its handler passes them); `then` expects exactly these events (`[]`: nothing to
 * record), `thenFails` a refusal: a DomainError with this code, or an error of this class.
 */
export function deciderSpec<State, Command extends { type: string }, Event extends DomainEvent, Facts>(
  decider: Decider<State, Command, Event, Facts>,
) {
  return {
    given: (...events: Event[]) => ({
      when: <C extends Command>(command: C, ...facts: FactsOf<C, Facts>) => {
        const decide = () => decider.decide(command, frozen(events.reduce(decider.evolve, decider.initialState())), ...facts);
        return {
          then: (expected: Event[]) => expect(decide()).toEqual(expected),
          thenFails: (expected: string | ErrorClass, refusal: Refusal = {}) => {
            let decided: Event[];
            try {
              decided = decide();
            } catch (error) {
              if (typeof expected === 'string') {
                expect(error).toBeInstanceOf(DomainError);
                expect(error).toMatchObject({ code: expected });
              } else {
                expect(error).toBeInstanceOf(expected);
              }
              if (refusal.kind !== undefined) expect(error).toMatchObject({ kind: refusal.kind });
              if (refusal.message !== undefined) expect((error as Error).message).toMatch(refusal.message);
              return;
            }
            throw new Error(`expected ${command.type} to be refused, but it decided ${JSON.stringify(decided)}`);
          },
        };
      },
    }),
  };
}

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}
