import { ApiProperty } from '@nestjs/swagger';

export class JournalEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() userId: string;
  @ApiProperty({ type: String, nullable: true, description: 'null: the client shows its default label' }) title: string | null;
  @ApiProperty({ type: String, nullable: true, description: "This week's practice" }) practiceContent: string | null;
  @ApiProperty({ type: String, nullable: true }) insights: string | null;
  @ApiProperty({ type: String, nullable: true }) challenges: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Next steps' }) goals: string | null;
  @ApiProperty({ type: String, nullable: true }) aiSummary: string | null;
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ example: '2026-11-23', description: 'The week reflected on' }) weekOf: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
