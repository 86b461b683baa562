import { ApiProperty } from '@nestjs/swagger';

export class SampleTeamResponse {
  @ApiProperty({ description: "Id of the caller's sample team." }) id: string;
}
