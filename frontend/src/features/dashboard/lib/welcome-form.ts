import type { Dayjs } from 'dayjs';
import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import { toApiDate } from '../../../shared/lib/datetime';

const texts = dashboardTexts.welcome;

/** Select values beside the existing ids (ids are UUIDs, so these never collide). */
export const NONE = '__none__';
export const NEW = '__new__';

/** What the welcome form holds, as antd's Form hands it over (fields may be unset). */
export interface WelcomeFormValues {
  firstName?: string;
  lastName?: string;
  hireDate?: Dayjs | null;
  team?: string;
  newTeamName?: string;
  department?: string;
  newDepartmentName?: string;
}

export type Choice = { kind: 'existing'; id: string } | { kind: 'new'; name: string };

/** A checked form: the profile and where the user belongs. */
export interface ProfileSetup {
  firstName: string;
  lastName: string;
  hireDate: string | null;
  team: Choice;
  /** Null when the team is closed and the user only asks to join it: departments come after approval. */
  department: Choice | null;
}

export type WelcomeCheck = { ok: true; setup: ProfileSetup } | { ok: false; message: string };

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * Checks the form in the spec's order (part 1 §5): first name, last name, team, new team name,
 * department, new department name. The first failure is the one reported. For a closed team the
 * user does not belong to (`requestOnly`), no department is asked: choosing it sends a join request.
 */
export function checkWelcomeForm(values: WelcomeFormValues, { requestOnly = false } = {}): WelcomeCheck {
  if (blank(values.firstName)) return { ok: false, message: texts.firstNameRequired };
  if (blank(values.lastName)) return { ok: false, message: texts.lastNameRequired };
  if (!values.team || values.team === NONE) return { ok: false, message: texts.teamRequired };
  if (values.team === NEW && blank(values.newTeamName)) return { ok: false, message: texts.newTeamNameRequired };
  if (!requestOnly && (!values.department || values.department === NONE)) return { ok: false, message: texts.departmentRequired };
  if (values.department === NEW && blank(values.newDepartmentName)) return { ok: false, message: texts.newDepartmentNameRequired };
  const choice = (value: string, name: string | undefined): Choice =>
    value === NEW ? { kind: 'new', name: (name ?? '').trim() } : { kind: 'existing', id: value };
  return {
    ok: true,
    setup: {
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      hireDate: values.hireDate ? toApiDate(values.hireDate) : null,
      team: choice(values.team, values.newTeamName),
      department: requestOnly || !values.department ? null : choice(values.department, values.newDepartmentName),
    },
  };
}
