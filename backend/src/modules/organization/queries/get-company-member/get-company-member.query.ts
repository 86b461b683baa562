import { Query } from '@nestjs/cqrs';

export interface CompanyMemberSummary {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  /** Family name first: `${lastName} ${firstName}`. */
  displayName: string;
  email: string | null;
  departmentId: string | null;
  positionId: string | null;
  /** Stream revision, for If-Match. */
  revision: number;
}

/** A company member as other modules may see it; null when it does not exist (or was deleted). */
export class GetCompanyMemberQuery extends Query<CompanyMemberSummary | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
