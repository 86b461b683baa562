import { ApiProperty } from '@nestjs/swagger';

export class PositionResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ minimum: 1, maximum: 10 }) level: number;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() teamId: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: 'Company members holding the position.' }) memberCount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Stream revision, for If-Match.' }) revision: number;
}
