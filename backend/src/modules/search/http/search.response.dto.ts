import { ApiProperty } from '@nestjs/swagger';
import { SEARCH_KINDS, type SearchKind } from '../global-search.js';

export class SearchHighlight {
  @ApiProperty({ description: 'UTF-16 offset' }) start: number;
  @ApiProperty() length: number;
}

export class SearchHitResponse {
  @ApiProperty({ enum: SEARCH_KINDS }) kind: SearchKind;
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: [SearchHighlight] }) titleHighlights: SearchHighlight[];
  @ApiProperty({ type: [String], description: 'Where it lives, in Japanese (ナレッジ › 書籍 › 章)' }) breadcrumb: string[];
  @ApiProperty({ description: 'About 80 characters around the matches' }) snippet: string;
  @ApiProperty({ type: [SearchHighlight] }) highlights: SearchHighlight[];
  @ApiProperty({ description: 'Relevance within its kind; higher first' }) score: number;
}

export class GlobalSearchResponse {
  @ApiProperty({ type: [SearchHitResponse], description: 'Grouped by kind (knowledge, forum, event, learning, member), best first within each' })
  hits: SearchHitResponse[];
  @ApiProperty({ type: [String], description: 'Parts of the query found nowhere (left out of the search)' }) unmatched: string[];
}
