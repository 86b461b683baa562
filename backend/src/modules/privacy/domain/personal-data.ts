import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { ForgottenKind, PersonalDataEvent } from '../events/person-forgotten.events.js';
import { AlreadyForgottenError } from './personal-data.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** One stream per person whose data can be forgotten. */
export const personalDataStream = streamCategory('personal-data');

export interface PersonalDataState {
  forgotten: boolean;
}

export type PersonalDataCommand = { type: 'ForgetPerson'; subjectId: string; kind: ForgottenKind };

function decide(command: PersonalDataCommand, state: PersonalDataState): PersonalDataEvent[] {
  switch (command.type) {
    case 'ForgetPerson':
      // A person is forgotten once: a second forget is a 409 that appends nothing.
      if (state.forgotten) throw new AlreadyForgottenError();
      return [{ type: 'PersonForgotten', data: { subjectId: command.subjectId, kind: command.kind } }];
    default:
      return assertNever(command.type);
  }
}

function evolve(_state: PersonalDataState, event: PersonalDataEvent): PersonalDataState {
  switch (event.type) {
    case 'PersonForgotten':
      return { forgotten: true };
    default:
      return assertNever(event.type);
  }
}

export const personalDataDecider: Decider<PersonalDataState, PersonalDataCommand, PersonalDataEvent> = {
  initialState: () => ({ forgotten: false }),
  evolve,
  decide,
};
