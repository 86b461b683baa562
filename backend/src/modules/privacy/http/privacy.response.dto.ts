import { ApiProperty } from '@nestjs/swagger';
import { FORGOTTEN_KINDS, type ForgottenKind } from '../events/person-forgotten.events.js';

export class ForgetPersonResponse {
  @ApiProperty()
  subjectId: string;

  @ApiProperty({ enum: FORGOTTEN_KINDS })
  kind: ForgottenKind;

  @ApiProperty({ type: [String], description: 'The projections rebuilt: their tables now hold nothing of the person' })
  rebuilt: string[];

  @ApiProperty({ description: 'Sessions of the user that were ended (0 for a company member)' })
  sessionsEnded: number;
}
