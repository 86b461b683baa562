import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile, type Type, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SEARCH_QUERY_RULES } from '@pivot/rules';
import { ApiBody, ApiConsumes, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { DeleteCompanyMember, ImportCompanyMembers, RegisterCompanyMember, UpdateCompanyMember } from '../domain/company-member.commands.js';
import { OrganizationValidationError } from '../domain/organization.errors.js';
import { ExportCompanyMembersQuery } from '../queries/export-company-members/export-company-members.query.js';
import { GetMemberStatsQuery } from '../queries/get-member-stats/get-member-stats.query.js';
import { ListCompanyMembersQuery } from '../queries/list-company-members/list-company-members.query.js';
import { PreviewMemberImportQuery } from '../queries/preview-member-import/preview-member-import.query.js';
import { CreatedResponse, ErrorResponse, UpdatedResponse } from './common.dto.js';
import { CompanyMemberFieldsRequest, CreateCompanyMemberRequest, MemberCsvUploadRequest, UpdateCompanyMemberRequest } from './company-members.request.dto.js';
import { CompanyMemberResponse, MemberCsvPreviewResponse, MemberImportJobResponse, MemberStatsResponse } from './company-members.response.dto.js';
import { GetMemberImportQuery } from '../queries/get-member-import/get-member-import.query.js';
import { CsvUploadInterceptor, type UploadedCsv } from './csv-upload.interceptor.js';
import { IfMatch } from '../../../platform/http/if-match.js';
import { stacked } from '../../../platform/http/stacked.js';
import { DeleteUnderIfMatch, UpdateUnderIfMatch } from './routes.js';

/** The part 1 and part 2 bodies as the command's fields. */
function memberFields<T extends CompanyMemberFieldsRequest>(body: T) {
  const { companyName, organizationName, teamId: _teamId, ...rest } = body;
  return { ...rest, organizationName: companyName !== undefined ? companyName : organizationName };
}

const MEMBER_SEARCH_QUERY = {
  name: 'q',
  type: String,
  required: false,
  maxLength: SEARCH_QUERY_RULES.max,
  description: 'Search by name, フリガナ (hiragana, katakana or half-width kana), department or position: the best 100 first. From 3 letters, 2 Japanese characters (decision 0086); otherwise 400.',
};

/** `q` as the search reads it: a repeated parameter is refused like a short one (400), never a 500. */
const searchText = (q: unknown): string | undefined => (q === undefined ? undefined : typeof q === 'string' ? q : '');

const requireTeamId = (teamId: string | undefined): string => {
  if (!teamId) throw new OrganizationValidationError('TEAM_ID_REQUIRED', 'teamId: チームIDを指定してください');
  return teamId;
};

/**
 * `POST <path>` of the member CSV (multipart: the file and its team): any signed-in user may send
 * it, the handler checks who manages the team; 200 with `ok` (202 with `accepted`), 413 for a file over the limit.
 */
const MemberCsvUpload = (path: string, answer: { ok: { type: Type<unknown>; description: string } } | { accepted: { type: Type<unknown>; description: string } }): MethodDecorator =>
  stacked(
    Post(path),
    Access('signed_in'),
    HttpCode('ok' in answer ? 200 : 202),
    UseInterceptors(CsvUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: MemberCsvUploadRequest }),
    ApiAnswers({ ...answer, payloadTooLarge: ErrorResponse, forbidden: ErrorResponse, notFound: ErrorResponse }),
  );

@ApiTags('company-members')
@ApiAnswers({ badRequest: ErrorResponse })
@Controller('api/company-members')
export class CompanyMembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiQuery({ name: 'teamId', type: String, required: false, description: 'One team; without it, every team the caller may read.' })
  @ApiQuery(MEMBER_SEARCH_QUERY)
  @ApiAnswers({ ok: [CompanyMemberResponse], forbidden: ErrorResponse, notFound: ErrorResponse })
  listCompanyMembers(@Query('teamId') teamId: string | undefined, @Query('q') q: unknown, @CurrentUser() user: SessionUser): Promise<CompanyMemberResponse[]> {
    return this.queries.execute(new ListCompanyMembersQuery(user, teamId || undefined, searchText(q)));
  }

  @Get('stats')
  @Access('signed_in')
  @ApiQuery({ name: 'teamId', type: String, required: true })
  @ApiAnswers({ ok: MemberStatsResponse, forbidden: ErrorResponse, notFound: ErrorResponse })
  getCompanyMemberStats(@Query('teamId') teamId: string | undefined, @CurrentUser() user: SessionUser): Promise<MemberStatsResponse> {
    return this.queries.execute(new GetMemberStatsQuery(requireTeamId(teamId), user));
  }

  @Get('export')
  @Access('signed_in')
  @ApiQuery({ name: 'teamId', type: String, required: true })
  @ApiProduces('text/csv')
  @ApiAnswers({
    ok: { description: 'UTF-8 with BOM, Japanese header (the import accepts it back).', schema: { type: 'string' } },
    forbidden: ErrorResponse,
    notFound: ErrorResponse,
  })
  async exportCompanyMembers(@Query('teamId') teamId: string | undefined, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    const { filename, asciiFilename, csv } = await this.queries.execute(new ExportCompanyMembersQuery(requireTeamId(teamId), user));
    return new StreamableFile(Buffer.from(csv, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${asciiFilename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    });
  }

  @Get('team/:teamId')
  @Access('signed_in')
  @ApiAnswers({ ok: [CompanyMemberResponse], forbidden: ErrorResponse, notFound: ErrorResponse })
  @ApiQuery(MEMBER_SEARCH_QUERY)
  listTeamCompanyMembers(@Param('teamId') teamId: string, @Query('q') q: unknown, @CurrentUser() user: SessionUser): Promise<CompanyMemberResponse[]> {
    return this.queries.execute(new ListCompanyMembersQuery(user, teamId, searchText(q)));
  }

  @Post()
  @Access('signed_in')
  @ApiAnswers({
    created: CreatedResponse,
    conflict: { type: ErrorResponse, description: "E-mail already registered: the message contains '重複'." },
    forbidden: { type: ErrorResponse, description: 'Only leaders, team_admin and admin.' },
    notFound: { type: ErrorResponse, description: 'Unknown team, position or department.' },
  })
  createCompanyMember(@Body() body: CreateCompanyMemberRequest, @CurrentUser() user: SessionUser): Promise<CreatedResponse> {
    const teamId = requireTeamId(body.teamId ?? body.teamTags?.[0]);
    return this.commands.execute(new RegisterCompanyMember({ ...memberFields(body), memberId: randomUUID(), teamId }, user));
  }

  @UpdateUnderIfMatch(':id')
  updateCompanyMember(
    @Param('id') id: string,
    @Body() body: UpdateCompanyMemberRequest,
    @IfMatch() ifMatch: number | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<UpdatedResponse> {
    return this.commands.execute(new UpdateCompanyMember({ ...memberFields(body), memberId: id, teamId: body.teamId }, user, ifMatch));
  }

  @DeleteUnderIfMatch(':id', 'The member is deleted; matrices drop their entries for the member.')
  async deleteCompanyMember(@Param('id') id: string, @IfMatch() ifMatch: number | undefined, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commands.execute(new DeleteCompanyMember({ memberId: id }, user, ifMatch));
  }

  @MemberCsvUpload('import/preview', { ok: { type: MemberCsvPreviewResponse, description: 'Nothing is registered; every row with its problems.' } })
  async previewCompanyMemberImport(
    @UploadedFile() file: UploadedCsv | undefined,
    @Body() body: MemberCsvUploadRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<MemberCsvPreviewResponse> {
    const { rows, encoding } = await this.queries.execute(new PreviewMemberImportQuery(body.teamId, requireFile(file), user));
    const validCount = rows.filter((r) => r.errors.length === 0).length;
    return {
      encoding,
      rows: rows.map((r) => ({ ...r, valid: r.errors.length === 0 })),
      validCount,
      errorCount: rows.length - validCount,
    };
  }

  @MemberCsvUpload('import', {
    accepted: {
      type: MemberImportJobResponse,
      description: 'The file is read; its valid rows are being registered in the background, each by its own command (poll GET import/{jobId}).',
    },
  })
  importCompanyMembers(
    @UploadedFile() file: UploadedCsv | undefined,
    @Body() body: MemberCsvUploadRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<MemberImportJobResponse> {
    return this.commands.execute(new ImportCompanyMembers({ teamId: body.teamId, file: requireFile(file) }, user));
  }

  @Get('import/:jobId')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: MemberImportJobResponse, description: 'Rows done of all rows, and the result so far (the result once done).' }, notFound: ErrorResponse })
  getCompanyMemberImport(@Param('jobId') jobId: string, @CurrentUser() user: SessionUser): Promise<MemberImportJobResponse> {
    return this.queries.execute(new GetMemberImportQuery(jobId, user));
  }
}

function requireFile(file: UploadedCsv | undefined): Buffer {
  if (!file || file.size === 0) throw new OrganizationValidationError('CSV_FILE_REQUIRED', 'file: CSVファイルを添付してください');
  return file.buffer;
}
