import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Whether a company member matches a search by name, department or position (width- and case-insensitive, spaces ignored). */
export function memberMatches(member: CompanyMemberResponse, query: string): boolean {
  const wanted = normalise(query);
  if (wanted === '') return true;
  return [member.displayName, member.departmentName, member.positionName, member.email]
    .filter((field): field is string => typeof field === 'string')
    .some((field) => normalise(field).includes(wanted));
}

/** The team's members that are not on the board yet, by name. */
export function membersOffBoard(members: readonly CompanyMemberResponse[], onBoard: ReadonlySet<string>): CompanyMemberResponse[] {
  return members.filter((member) => !onBoard.has(member.id)).sort((a, b) => a.displayName.localeCompare(b.displayName, 'ja'));
}
