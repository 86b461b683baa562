import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class UserResponse {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ enum: ['member', 'team_admin', 'admin'] }) userType: 'member' | 'team_admin' | 'admin';
  @ApiProperty({ description: 'userType admin, or listed in ADMIN_EMAILS' }) isAdmin: boolean;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2020-04-01' }) hireDate: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLoginAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ description: 'Stream revision; send as If-Match to edit safely (-1 while not yet projected)' }) revision: number;
}

/** A user found by the directory search. */
export class UserSearchHitResponse {
  @ApiProperty() userId: string;
  @ApiProperty({ description: '姓 名' }) displayName: string;
  @ApiPropertyOptional({ description: 'Only for team_admin and admin readers' }) email?: string;
}

/** A user's picture for avatars. */
export class UserPictureResponse {
  @ApiProperty() userId: string;
  @ApiProperty({ description: 'The picture (512 px); add ?size=128 for lists' }) pictureUrl: string;
}

/** The multipart body of a picture upload. */
export class PictureUploadRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP image of at most 10 MB (the type is read from its bytes)' }) file: unknown;
}
