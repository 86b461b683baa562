import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { deletePicture, pictureIdOf } from '../../../../platform/storage/pictures.js';
import { FILE_STORAGE, type FileStorage } from '../../../../platform/storage/storage.port.js';
import { ChangeCompanyMemberPicture } from '../../domain/company-member.commands.js';
import { companyMemberDecider, companyMemberStream } from '../../domain/company-member.js';
import { CompanyMemberNotFoundError } from '../../domain/organization.errors.js';
import { OrganizationStreams } from '../shared/organization-streams.js';

/** A member whose picture may be changed: its team, its current picture. */
export interface PictureSubject {
  memberId: string;
  teamId: string;
  pictureUrl: string | null;
}

/**
 * Who may set a company member's picture (those who manage the member's team: leaders,
 * team_admin, admin), checked before an upload is read, and the members of a team by e-mail for
 * the bulk import (decision 0095).
 */
@Injectable()
export class MemberPictures {
  constructor(
    private readonly streams: OrganizationStreams,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** 404 for an unknown or deleted member, 403 for a caller who does not manage its team. */
  async requireManageable(memberId: string, actor: SessionUser): Promise<PictureSubject> {
    const loaded = await this.streams.liveMember(memberId);
    if (!loaded || loaded.state.status !== 'active') throw new CompanyMemberNotFoundError();
    await this.streams.requireManageable(loaded.state.member.teamId, actor);
    return { memberId, teamId: loaded.state.member.teamId, pictureUrl: loaded.state.pictureUrl ?? null };
  }

  /** The team's members by normalised e-mail (NFKC, lower case), for matching files named by address. */
  async membersByEmail(teamId: string, actor: SessionUser): Promise<Map<string, { memberId: string; displayName: string; pictureUrl: string | null }>> {
    await this.streams.requireManageable(teamId, actor);
    const rows = (await this.db.query(
      `SELECT id, email, first_name, last_name, picture_url FROM company_members WHERE team_id = $1 AND email IS NOT NULL`,
      [teamId],
    )) as { id: string; email: string; first_name: string; last_name: string; picture_url: string | null }[];
    return new Map(rows.map((r) => [normalisedEmail(r.email), { memberId: r.id, displayName: `${r.last_name} ${r.first_name}`, pictureUrl: r.picture_url }]));
  }

  /** Deletes the files of a picture the member no longer shows. */
  async forgetOld(memberId: string, before: string | null, now: string | null): Promise<void> {
    const old = before === now ? null : pictureIdOf(memberId, before);
    if (old) await deletePicture(this.storage, memberId, old);
  }
}

export function normalisedEmail(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}

@CommandHandler(ChangeCompanyMemberPicture)
export class ChangeCompanyMemberPictureHandler implements ICommandHandler<ChangeCompanyMemberPicture> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly pictures: MemberPictures,
  ) {}

  async execute(command: ChangeCompanyMemberPicture): Promise<void> {
    await this.pictures.requireManageable(command.data.memberId, command.actor);
    await this.aggregates.execute(companyMemberStream.streamId(command.data.memberId), companyMemberDecider, (state) => companyMemberDecider.decide(command, state), {
      expectedRevision: command.expectedRevision,
    });
  }
}
