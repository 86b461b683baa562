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

  @ApiProperty({ description: "The book store's review page (BOOK_STORE_URL), or null when the operator set none", type: String, nullable: true, example: null })
  bookStoreUrl!: string | null;

  @ApiProperty({ description: 'The author interview video (INTERVIEW_VIDEO_URL), or null when the operator set none', type: String, nullable: true, example: null })
  interviewVideoUrl!: string | null;

  @ApiProperty({ description: 'The author Q&A application form (AUTHOR_QA_FORM_URL), or null: readers then ask through the inquiry form', type: String, nullable: true, example: null })
  authorQaFormUrl!: string | null;

  @ApiProperty({
    description: "The deployment's time zone (APP_TIME_ZONE, an IANA name): the client shows every instant as a wall time there and takes 'today' there",
    example: 'Asia/Tokyo',
  })
  timeZone!: string;
}
