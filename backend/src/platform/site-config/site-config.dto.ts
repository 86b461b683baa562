import { ApiProperty } from '@nestjs/swagger';

/** What the public pages show that the operator sets (README, Settings) or the server counts. */
export class SiteConfigDto {
  @ApiProperty({
    description: "Where the corporate-training banner leads: an http(s) URL, or a path on this site (CORPORATE_TRAINING_URL)",
    example: '/pivot#services',
  })
  corporateTrainingUrl!: string;

  @ApiProperty({
    description: "How many people have an account (everyone who has signed in at least once): the landing page's 'N名の実践者が参加'",
    example: 214,
    minimum: 0,
    type: 'integer',
  })
  practitionerCount!: number;
}
