import { ApiProperty } from '@nestjs/swagger';
import { KNOWLEDGE_CONTENT_TYPES, type KnowledgeContentType } from '../events/knowledge-entry.events.js';

export class KnowledgeEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() bookTitle: string;
  @ApiProperty() chapterNumber: number;
  @ApiProperty() chapterTitle: string;
  @ApiProperty() sectionTitle: string;
  @ApiProperty() content: string;
  @ApiProperty({ type: [String] }) concepts: string[];
  @ApiProperty({ type: [String] }) keywords: string[];
  @ApiProperty({ type: [String] }) practicalApplications: string[];
  @ApiProperty({ type: [String] }) relatedTopics: string[];
  @ApiProperty({ type: [String], description: 'Readings and other spellings the search also finds the entry by' }) aliases: string[];
  @ApiProperty({ enum: KNOWLEDGE_CONTENT_TYPES }) contentType: KnowledgeContentType;
  @ApiProperty({ minimum: 1, maximum: 10, description: 'Shown as n/10' }) importance: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiProperty() revision: number;
}

export class KnowledgeHighlightResponse {
  @ApiProperty({ description: 'Offset in the snippet (UTF-16 code units)' }) start: number;
  @ApiProperty() length: number;
}

export class KnowledgePassageResponse {
  @ApiProperty() entryId: string;
  @ApiProperty() bookTitle: string;
  @ApiProperty() chapterNumber: number;
  @ApiProperty() chapterTitle: string;
  @ApiProperty() sectionTitle: string;
  @ApiProperty({ type: [String] }) concepts: string[];
  @ApiProperty({ enum: KNOWLEDGE_CONTENT_TYPES }) contentType: string;
  @ApiProperty() importance: number;
  @ApiProperty({ description: 'About 100 characters of the content around the matches' }) snippet: string;
  @ApiProperty({ type: [KnowledgeHighlightResponse] }) highlights: KnowledgeHighlightResponse[];
  @ApiProperty({ description: 'Relevance; higher first' }) score: number;
}

export class SeedKnowledgeBaseResponse {
  @ApiProperty({ description: 'Entries written for the first time' }) added: number;
  @ApiProperty({ description: 'Entries whose text changed since the last load' }) revised: number;
  @ApiProperty({ description: 'Entries already as the book data says' }) unchanged: number;
}
