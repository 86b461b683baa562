import { ApiProperty } from '@nestjs/swagger';

/** What the client shows that an operator sets (README, Settings). */
export class SiteConfigDto {
  @ApiProperty({
    description: "Where the corporate-training banner leads: an http(s) URL, or a path on this site (CORPORATE_TRAINING_URL)",
    example: '/pivot#services',
  })
  corporateTrainingUrl!: string;
}
