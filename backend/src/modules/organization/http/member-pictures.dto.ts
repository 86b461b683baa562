import { ApiProperty } from '@nestjs/swagger';

/** The multipart body of a picture or a ZIP of pictures. */
export class PictureFileRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP image (10 MB at most), or for the import a ZIP (100 MB at most)' }) file: unknown;
}

export class MemberPictureResponse {
  @ApiProperty() memberId: string;
  @ApiProperty({ type: String, nullable: true }) pictureUrl: string | null;
}

export class MemberPictureImportResult {
  @ApiProperty({ description: 'The file name in the ZIP (display only)' }) fileName: string;
  @ApiProperty({ enum: ['matched', 'unknown_email', 'not_image', 'too_large'] }) status: 'matched' | 'unknown_email' | 'not_image' | 'too_large';
  @ApiProperty({ type: String, nullable: true }) memberId: string | null;
  @ApiProperty({ type: String, nullable: true }) memberName: string | null;
}

export class MemberPictureImportResponse {
  @ApiProperty({ description: 'Members whose picture was set' }) matched: number;
  @ApiProperty({ type: [MemberPictureImportResult] }) results: MemberPictureImportResult[];
}
