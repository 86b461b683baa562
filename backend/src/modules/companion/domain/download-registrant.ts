import { assertNever, deciderWithFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import type { DownloadRegistrantEvent } from '../events/download-registrant.events.js';
import { CompanionValidationError, RegistrantAlreadyRegisteredError, RegistrantNotFoundError } from './companion.errors.js';
import { LIMITS, REGISTRANT_MESSAGES } from './companion.messages.js';
import { emailAddress, requiredText } from './contact-rules.js';
import type { DownloadRegistrantCommand } from './download-registrant.commands.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/**
 * A reader who passed the download gate, and the files they have downloaded since. One per
 * browser (the browser keeps the id in a signed cookie, decision 0031); the same person on two
 * browsers is two registrants.
 */
export const downloadRegistrantStream = streamCategory('download-registrant');

export type DownloadRegistrantState = { status: 'empty' } | { status: 'registered'; registrantId: string; fileIds: readonly string[] };

/** Whether an id names a downloadable file: the handler passes the catalogue's answer. */
export interface DownloadRegistrantFacts {
  RegisterDownloadRegistrant: { knownFile: boolean };
  RecordWorksheetDownload: { knownFile: boolean };
}

const decideWithFacts: FactDecisions<DownloadRegistrantState, DownloadRegistrantCommand, DownloadRegistrantEvent, DownloadRegistrantFacts> = {
  RegisterDownloadRegistrant: (command, state, { knownFile }) => {
    if (state.status === 'registered') throw new RegistrantAlreadyRegisteredError();
    const d = command.data;
    const name = requiredText(d.name, 'name', REGISTRANT_MESSAGES.name, LIMITS.name, 'お名前');
    const companyName = requiredText(d.companyName, 'companyName', REGISTRANT_MESSAGES.companyName, LIMITS.companyName, '会社名');
    const email = emailAddress(d.email, REGISTRANT_MESSAGES.email);
    if (!knownFile) throw new CompanionValidationError('UNKNOWN_FILE', 'fileType', REGISTRANT_MESSAGES.fileType);
    return [{ type: 'DownloadRegistrantRegistered', data: { registrantId: d.registrantId, name, companyName, email, fileType: d.fileType } }];
  },
  RecordWorksheetDownload: (command, state, { knownFile }) => {
    if (state.status !== 'registered') throw new RegistrantNotFoundError();
    if (!knownFile || state.fileIds.includes(command.data.fileId)) return [];
    return [{ type: 'WorksheetDownloaded', data: { registrantId: state.registrantId, fileId: command.data.fileId } }];
  },
};

function evolve(state: DownloadRegistrantState, event: DownloadRegistrantEvent): DownloadRegistrantState {
  switch (event.type) {
    case 'DownloadRegistrantRegistered':
      return { status: 'registered', registrantId: event.data.registrantId, fileIds: [] };
    case 'WorksheetDownloaded':
      if (state.status !== 'registered') return state;
      return { ...state, fileIds: [...state.fileIds, event.data.fileId] };
    default:
      return assertNever(event);
  }
}

export const downloadRegistrantDecider: Decider<DownloadRegistrantState, DownloadRegistrantCommand, DownloadRegistrantEvent, DownloadRegistrantFacts> = deciderWithFacts({
  initialState: () => ({ status: 'empty' }),
  evolve,
  decideWithFacts,
});
