import { isFurigana, ORGANIZATION_LIMITS, toFurigana } from '@pivot/rules';
import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import { isCalendarDate } from '../../../platform/time/calendar.js';
import type { CompanyMemberData, CompanyMemberEvent } from '../events/company-member.events.js';
import { AlreadyExistsError, CompanyMemberNotFoundError, OrganizationValidationError } from './organization.errors.js';
import type { CompanyMemberCommand, CompanyMemberFields } from './company-member.commands.js';
import { isEmail, optionalText } from './normalize.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/**
 * A company member: a person on a team's roster, not necessarily a user (linked to one by
 * e-mail). Stream `company-member-<memberId>`. The e-mail is unique in the deployment; the
 * handler keeps that with a reservation stream before appending here.
 */
export const companyMemberStream = streamCategory('company-member');

export type CompanyMemberState =
  | { status: 'empty' }
  | { status: 'active'; member: CompanyMemberData; pictureUrl?: string | null }
  | { status: 'deleted'; teamId: string }
  /** Reserved an e-mail but was never registered, and now never will be (`CompanyMemberRegistrationAbandoned`). */
  | { status: 'abandoned' };

/** What a decision needs from outside the member's stream; the handler reads it (see `Decider`). */
export interface CompanyMemberFacts {
  /**
   * The department and position the member points at after the update: a reference given now
   * (checked to exist in the team), or the kept one while it still exists, else null.
   */
  UpdateCompanyMember: { references: { departmentId: string | null; positionId: string | null } };
}

export const NAME_MAX = ORGANIZATION_LIMITS.firstName.max;
const TEXT_MAX = ORGANIZATION_LIMITS.memberNotes.max;
const TAG_MAX = 50;

function requiredName(field: 'firstName' | 'lastName', raw: string | undefined): string {
  const label = field === 'firstName' ? '名' : '姓';
  const value = raw?.trim();
  if (!value) throw new OrganizationValidationError('NAME_REQUIRED', `${field}: ${label}を入力してください`);
  if (value.length > NAME_MAX) throw new OrganizationValidationError('NAME_TOO_LONG', `${field}: ${label}は${NAME_MAX}文字以内で入力してください`);
  return value;
}

/** Stored as written (trimmed); uniqueness compares the normalised form. */
/** Katakana as stored: hiragana and half-width kana are folded first (`toFurigana`). */
function validFurigana(raw: string | null | undefined): string | null {
  const text = optionalText(raw);
  if (text === null) return null;
  const furigana = toFurigana(text);
  const { max, tooLong, notKatakana } = ORGANIZATION_LIMITS.furigana;
  if (furigana.length > max) throw new OrganizationValidationError('TEXT_TOO_LONG', `furigana: ${tooLong}`);
  if (!isFurigana(furigana)) throw new OrganizationValidationError('INVALID_FURIGANA', `furigana: ${notKatakana}`);
  return furigana;
}

function validEmail(raw: string | null | undefined): string | null {
  const email = optionalText(raw);
  if (email !== null && !isEmail(email.normalize('NFKC'))) {
    throw new OrganizationValidationError('INVALID_EMAIL', 'email: 有効なメールアドレスを入力してください');
  }
  return email;
}

function validDate(raw: string | null | undefined): string | null {
  const date = optionalText(raw);
  if (date !== null && !isCalendarDate(date)) {
    throw new OrganizationValidationError('INVALID_HIRE_DATE', 'hireDate: 入社日はYYYY-MM-DD形式の日付で指定してください');
  }
  return date;
}

function validText(field: string, raw: string | null | undefined, max = TEXT_MAX): string | null {
  const text = optionalText(raw);
  if (text !== null && text.length > max) throw new OrganizationValidationError('TEXT_TOO_LONG', `${field}: ${max}文字以内で入力してください`);
  return text;
}

function validTags(raw: string[] | undefined): string[] {
  const tags = [...new Set((raw ?? []).map((t) => t.trim()).filter(Boolean))];
  if (tags.length > TAG_MAX) throw new OrganizationValidationError('TOO_MANY_TAGS', `タグは${TAG_MAX}個までです`);
  return tags;
}

/** The member's next full state from its current one and the fields given. */
export function nextMember(current: CompanyMemberData, fields: Partial<CompanyMemberFields>): CompanyMemberData {
  const pick = <K extends keyof CompanyMemberFields>(key: K): CompanyMemberFields[K] | undefined => fields[key];
  return {
    memberId: current.memberId,
    teamId: current.teamId,
    firstName: pick('firstName') === undefined ? current.firstName : requiredName('firstName', pick('firstName')),
    lastName: pick('lastName') === undefined ? current.lastName : requiredName('lastName', pick('lastName')),
    furigana: pick('furigana') === undefined ? current.furigana : validFurigana(pick('furigana')),
    email: pick('email') === undefined ? current.email : validEmail(pick('email')),
    phoneNumber: pick('phoneNumber') === undefined ? current.phoneNumber : validText('phoneNumber', pick('phoneNumber'), ORGANIZATION_LIMITS.phone.max),
    positionId: pick('positionId') === undefined ? current.positionId : optionalText(pick('positionId')),
    departmentId: pick('departmentId') === undefined ? current.departmentId : optionalText(pick('departmentId')),
    departmentTags: pick('departmentTags') === undefined ? current.departmentTags : validTags(pick('departmentTags')),
    teamTags: pick('teamTags') === undefined ? current.teamTags : validTags(pick('teamTags')),
    organizationName:
      pick('organizationName') === undefined ? current.organizationName : validText('organizationName', pick('organizationName'), ORGANIZATION_LIMITS.organizationName.max),
    notes: pick('notes') === undefined ? current.notes : validText('notes', pick('notes')),
    hireDate: pick('hireDate') === undefined ? current.hireDate : validDate(pick('hireDate')),
  };
}

/** A member with nothing but its ids: every optional field empty. */
export function blankCompanyMember(memberId: string, teamId: string): CompanyMemberData {
  return {
    memberId,
    teamId,
    firstName: '',
    lastName: '',
    furigana: null,
    email: null,
    phoneNumber: null,
    positionId: null,
    departmentId: null,
    departmentTags: [],
    teamTags: [],
    organizationName: null,
    notes: null,
    hireDate: null,
  };
}

function same(a: CompanyMemberData, b: CompanyMemberData): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const decideWithFacts: FactDecisions<CompanyMemberState, CompanyMemberCommand, CompanyMemberEvent, CompanyMemberFacts> = {
  UpdateCompanyMember: (command, state, { references }) => {
    if (state.status !== 'active') throw new CompanyMemberNotFoundError();
    const { memberId: _memberId, teamId: _teamId, ...fields } = command.data;
    const member = nextMember(state.member, { ...fields, ...references });
    return same(member, state.member) ? [] : [{ type: 'CompanyMemberUpdated', data: member }];
  },
};

function decide(command: CommandWithoutFacts<CompanyMemberCommand, CompanyMemberFacts>, state: CompanyMemberState): CompanyMemberEvent[] {
  switch (command.type) {
    case 'RegisterCompanyMember': {
      if (state.status !== 'empty') throw new AlreadyExistsError('メンバー');
      const { memberId, teamId, ...fields } = command.data;
      const member = nextMember(blankCompanyMember(memberId, teamId), {
        ...fields,
        firstName: fields.firstName ?? '',
        lastName: fields.lastName ?? '',
      });
      return [{ type: 'CompanyMemberRegistered', data: member }];
    }
    case 'DeleteCompanyMember': {
      if (state.status !== 'active') throw new CompanyMemberNotFoundError();
      return [{ type: 'CompanyMemberDeleted', data: { memberId: state.member.memberId, teamId: state.member.teamId } }];
    }
    case 'ChangeCompanyMemberPicture': {
      if (state.status !== 'active') throw new CompanyMemberNotFoundError();
      const { memberId, pictureUrl } = command.data;
      return (state.pictureUrl ?? null) === pictureUrl ? [] : [{ type: 'CompanyMemberPictureChanged', data: { memberId, pictureUrl } }];
    }
    case 'AbandonCompanyMemberRegistration':
      return state.status === 'empty' ? [{ type: 'CompanyMemberRegistrationAbandoned', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

function evolve(state: CompanyMemberState, event: CompanyMemberEvent): CompanyMemberState {
  switch (event.type) {
    case 'CompanyMemberRegistered':
      return { status: 'active', member: event.data };
    case 'CompanyMemberUpdated':
      return { ...state, status: 'active', member: event.data };
    case 'CompanyMemberPictureChanged':
      return state.status === 'active' ? { ...state, pictureUrl: event.data.pictureUrl } : state;
    case 'CompanyMemberDeleted':
      return { status: 'deleted', teamId: event.data.teamId };
    case 'CompanyMemberRegistrationAbandoned':
      return { status: 'abandoned' };
    default:
      return assertNever(event);
  }
}

export const companyMemberDecider: Decider<CompanyMemberState, CompanyMemberCommand, CompanyMemberEvent, CompanyMemberFacts> = deciderWithFacts({
  initialState: () => ({ status: 'empty' }),
  evolve,
  decideWithFacts,
  decide,
});
