import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_IDS, type NotificationChannel, type NotificationKind } from '@pivot/rules';

export class NotificationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: NOTIFICATION_KIND_IDS }) kind: NotificationKind;
  @ApiProperty({ type: String, nullable: true, description: 'Who did it, by name; null when nobody is named (the system, 心の叫び)' }) actorName: string | null;
  @ApiProperty({ description: 'What happened' }) title: string;
  @ApiProperty({ type: String, nullable: true, description: 'The words that came with it' }) body: string | null;
  @ApiProperty({ description: 'The client path of the object' }) link: string;
  @ApiProperty({ description: 'How many events this row counts (likes and supports are batched per post)' }) count: number;
  @ApiProperty({ format: 'date-time', description: 'When (of the latest event it counts)' }) createdAt: string;
  @ApiProperty() read: boolean;
}

export class NotificationPageResponse {
  @ApiProperty({ type: [NotificationResponse], description: 'Newest first' }) items: NotificationResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'The next (older) page, or null at the end' }) nextCursor: string | null;
}

export class UnreadCountResponse {
  @ApiProperty() count: number;
}

export class NotificationPreferenceResponse {
  @ApiProperty({ enum: NOTIFICATION_KIND_IDS }) kind: NotificationKind;
  @ApiProperty({ enum: NOTIFICATION_CHANNELS }) channel: NotificationChannel;
  @ApiProperty({ description: 'The channel is the kind’s default' }) isDefault: boolean;
}

export class NotificationDeliveryResponse {
  @ApiProperty({ minimum: 0, maximum: 23, description: 'The hour the daily digest is sent (NOTIFICATION_DIGEST_HOUR)' }) digestHour: number;
  @ApiProperty({ description: 'The zone that hour is in (APP_TIME_ZONE), e.g. Asia/Tokyo' }) timeZone: string;
}
