import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ORGANIZATION_LIMITS as L } from '@pivot/rules';

export class CreateTeamRequest {
  @ApiProperty({ minLength: 1, maxLength: L.teamName.max })
  @IsString({ message: 'チーム名は文字列で指定してください' })
  @IsNotEmpty({ message: 'チーム名を入力してください' })
  @MaxLength(L.teamName.max, { message: L.teamName.tooLong })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.teamDescription.max })
  @IsOptional()
  @IsString({ message: '説明は文字列で指定してください' })
  @MaxLength(L.teamDescription.max, { message: L.teamDescription.tooLong })
  description?: string | null;

  @ApiPropertyOptional({ default: 'company', enum: ['company'] })
  @IsOptional()
  @IsIn(['company'], { message: '組織種別はcompanyを指定してください' })
  organizationType?: string;
}

export class JoinTeamRequest {
  @ApiProperty({ description: 'The user to link; only admins and team admins may link someone else.' })
  @IsString({ message: 'ユーザーIDを指定してください' })
  @IsNotEmpty({ message: 'ユーザーIDを指定してください' })
  userId: string;

  @ApiProperty()
  @IsString({ message: 'チームIDを指定してください' })
  @IsNotEmpty({ message: 'チームIDを指定してください' })
  teamId: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'isPrimaryTeamは真偽値で指定してください' })
  isPrimaryTeam?: boolean;
}

export class TeamVisibilityRequest {
  @ApiProperty({ description: 'true: anyone in the organisation may join at once; false: by invitation or approved request.' })
  @IsBoolean({ message: 'isOpenは真偽値で指定してください' })
  isOpen: boolean;
}

export class InviteMemberRequest {
  @ApiProperty({ maxLength: L.email.max })
  @IsString({ message: 'メールアドレスを入力してください' })
  @IsNotEmpty({ message: 'メールアドレスを入力してください' })
  @MaxLength(L.email.max, { message: L.email.tooLong })
  email: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 30, default: 7, description: 'Days until the invitation expires.' })
  @IsOptional()
  @IsInt({ message: '有効期限（日数）は整数で指定してください' })
  @Min(1, { message: '有効期限は1日以上で指定してください' })
  @Max(30, { message: '有効期限は30日以内で指定してください' })
  expiresInDays?: number;
}

export class CreateInvitationLinkRequest {
  @ApiPropertyOptional({ minimum: 1, maximum: 30, default: 7, description: 'Days until the link expires.' })
  @IsOptional()
  @IsInt({ message: '有効期限（日数）は整数で指定してください' })
  @Min(1, { message: '有効期限は1日以上で指定してください' })
  @Max(30, { message: '有効期限は30日以内で指定してください' })
  expiresInDays?: number;
}

export class AcceptInvitationRequest {
  @ApiPropertyOptional({ default: false, description: 'Make the team the caller\'s primary team.' })
  @IsOptional()
  @IsBoolean({ message: 'isPrimaryTeamは真偽値で指定してください' })
  isPrimaryTeam?: boolean;
}
