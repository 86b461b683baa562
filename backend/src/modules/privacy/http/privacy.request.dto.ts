import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { FORGOTTEN_KINDS, type ForgottenKind } from '../events/person-forgotten.events.js';

/** `POST /api/admin/personal-data/forget`: whom to forget. */
export class ForgetPersonRequest {
  @ApiProperty({ enum: FORGOTTEN_KINDS, description: 'A user (signs in), a company member (on a team’s boards), a download registrant or an inquiry’s sender (companion site)' })
  @IsIn(FORGOTTEN_KINDS, { message: '削除する人物の種類を指定してください' })
  kind: ForgottenKind;

  @ApiProperty({ format: 'uuid', description: 'The user, company member, registrant or inquiry id' })
  @IsString({ message: '削除する人物を指定してください' })
  @MaxLength(100, { message: '削除する人物を指定してください' })
  subjectId: string;
}
