import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_IDS } from '@pivot/rules';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';

export class NotificationListRequest {
  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page' })
  @IsOptional()
  @IsString({ message: 'cursorは文字列で指定してください' })
  @MaxLength(200, { message: 'ページの指定（cursor）が正しくありません' })
  cursor?: string;
}

export class NotificationIdParam {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: '通知が見つかりません' })
  id: string;
}

export class NotificationPreferenceChange {
  @ApiProperty({ enum: NOTIFICATION_KIND_IDS, description: 'A kind of the catalogue (@pivot/rules notifications.ts)' })
  @IsString({ message: '通知の種類を文字列で指定してください' })
  @MaxLength(100, { message: '通知の種類が長すぎます' })
  kind: string;

  @ApiProperty({ enum: NOTIFICATION_CHANNELS })
  @IsString({ message: '受け取り方を文字列で指定してください' })
  @MaxLength(100, { message: '受け取り方が長すぎます' })
  channel: string;
}

export class UpdateNotificationPreferencesRequest {
  @ApiProperty({ type: [NotificationPreferenceChange], description: 'The kinds to change; the others keep their channel' })
  @IsArray({ message: 'preferencesは配列で指定してください' })
  @ArrayMaxSize(NOTIFICATION_KIND_IDS.length, { message: '指定が多すぎます' })
  @ValidateNested({ each: true })
  @Type(() => NotificationPreferenceChange)
  preferences: NotificationPreferenceChange[];
}
