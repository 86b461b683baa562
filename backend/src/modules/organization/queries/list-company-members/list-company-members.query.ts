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
  revision: number;
  createdAt: string;
}

/** Company members of one team the user may read (403/404 otherwise), or of every such team; by family name. */
export class ListCompanyMembersQuery extends Query<CompanyMemberView[]> {
  constructor(
    readonly user: SessionUser,
    readonly teamId?: string,
  ) {
    super();
  }
}
