import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** The client shape of both spec parts: `companyName` equals `organizationName`, `position.name` equals `positionName`. */
export interface CompanyMemberView {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  /** `姓 名` */
  displayName: string;
  /** フリガナ in full-width katakana, `姓 名`; null when not given. */
  furigana: string | null;
  email: string | null;
  phoneNumber: string | null;
  positionId: string | null;
  positionName: string | null;
  position: { name: string } | null;
  departmentId: string | null;
  departmentName: string | null;
  departmentTags: string[];
  teamTags: string[];
  organizationName: string | null;
  companyName: string | null;
  notes: string | null;
  /** `YYYY-MM-DD` */
  hireDate: string | null;
  /** The member's profile picture (decision 0095), or null. */
  pictureUrl: string | null;
  revision: number;
  createdAt: string;
}

/**
 * A member as a plain member of the team sees a colleague: who they are and where they sit (names,
 * position, department), without contact details, hire date or notes. Those, like the MS board, are
 * for the team's leaders, team_admin and admin; everyone sees their own row whole.
 */
export function rosterOnly(member: CompanyMemberView): CompanyMemberView {
  return { ...member, email: null, phoneNumber: null, notes: null, hireDate: null };
}

/** The most members a search answers (best first). */
export const MEMBER_SEARCH_LIMIT = 100;

/**
 * Company members of one team the user may read (403/404 otherwise), or of every such team; by
 * family name, or, with `q`, those the member search finds (best first, at most
 * `MEMBER_SEARCH_LIMIT`; an unsearchable `q` is a 400). A plain member gets other members' rows as
 * `rosterOnly`.
 */
export class ListCompanyMembersQuery extends Query<CompanyMemberView[]> {
  constructor(
    readonly user: SessionUser,
    readonly teamId?: string,
    readonly q?: string,
  ) {
    super();
  }
}
