import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LEARNING_LIMITS as L } from '@pivot/rules';
import { MAX_STUDY_SECONDS_PER_REPORT } from '../domain/learning-progress.js';
import { MAX_STRETCHES_PER_REPORT } from '../domain/watched-stretches.js';
import { CAPTIONS_MAX_CHARS } from '../domain/webvtt.js';
import { DIFFICULTIES, LEARNING_CATEGORIES, LEARNING_CONTENT_TYPES, type Difficulty, type LearningCategory, type LearningContentType } from '../events/learning-content.events.js';

/** An admin's new or edited content (the decider trims and checks the rules the shape cannot). */
export class SaveLearningContentRequest {
  @ApiProperty({ maxLength: L.title.max })
  @IsString({ message: L.title.required })
  @MaxLength(L.title.max, { message: L.title.tooLong })
  title: string;

  @ApiProperty({ maxLength: L.description.max })
  @IsString({ message: L.description.required })
  @MaxLength(L.description.max, { message: L.description.tooLong })
  description: string;

  @ApiProperty({ enum: LEARNING_CONTENT_TYPES })
  @IsIn(LEARNING_CONTENT_TYPES, { message: '種類は video（動画）か reading（読み物）を選んでください' })
  contentType: LearningContentType;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'https URL; required for a video' })
  @IsOptional()
  @IsString({ message: '動画URLは https:// で始まるURLを入力してください' })
  videoUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'https URL' })
  @IsOptional()
  @IsString({ message: 'サムネイルURLは https:// で始まるURLを入力してください' })
  thumbnailUrl?: string | null;

  @ApiProperty({ minimum: L.durationMinutes.min, maximum: L.durationMinutes.max, description: 'Minutes' })
  @IsInt({ message: L.durationMinutes.message })
  @Min(L.durationMinutes.min, { message: L.durationMinutes.message })
  @Max(L.durationMinutes.max, { message: L.durationMinutes.message })
  durationMinutes: number;

  @ApiProperty({ enum: DIFFICULTIES })
  @IsIn(DIFFICULTIES, { message: '難易度は beginner、intermediate、advanced のいずれかです' })
  difficulty: Difficulty;

  @ApiProperty({ enum: LEARNING_CATEGORIES })
  @IsIn(LEARNING_CATEGORIES, { message: 'カテゴリを選んでください' })
  category: LearningCategory;

  @ApiPropertyOptional({ type: [String], maxItems: L.tags.max })
  @IsOptional()
  @IsArray({ message: 'タグは文字列の一覧で入力してください' })
  @ArrayMaxSize(L.tags.max, { message: L.tags.tooMany })
  @IsString({ each: true, message: 'タグは文字列の一覧で入力してください' })
  tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'A reading lesson’s text; required for reading' })
  @IsOptional()
  @IsString({ message: '本文は文字列で入力してください' })
  body?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: '公開設定は true か false で指定してください' })
  isPublic?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An uploaded video (POST /api/learning-content/videos): with it the video needs no URL' })
  @IsOptional()
  @IsString({ message: '動画ファイルの指定が正しくありません' })
  videoFileId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "The author's own poster (POST /api/learning-content/posters) for the uploaded video; none shows the frame taken from the video",
  })
  @IsOptional()
  @IsString({ message: 'ポスター画像の指定が正しくありません' })
  posterFileId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CAPTIONS_MAX_CHARS, description: 'The captions track (WebVTT) of a video' })
  @IsOptional()
  @IsString({ message: '字幕はWebVTT形式の文字列で入力してください' })
  @MaxLength(CAPTIONS_MAX_CHARS, { message: `字幕は${CAPTIONS_MAX_CHARS.toLocaleString('ja-JP')}文字以内にしてください` })
  captions?: string | null;
}

export class LessonVideoUploadRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'An MP4, WebM or MOV video of at most 2 GB (the type is read from its bytes)' }) file: unknown;
}

export class LessonPosterUploadRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP image of at most 10 MB (the type is read from its bytes)' }) file: unknown;
}

/** A progress report while watching or reading. */
export class RecordLearningProgressRequest {
  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: 0, description: 'How far the user got, in percent; never lowers what was reached. Ignored on an uploaded video and a reading lesson (the stretches count)' })
  @IsOptional()
  @IsNumber({}, { message: '進捗は0から100の数で送ってください' })
  @Min(0, { message: '進捗は0から100の数で送ってください' })
  @Max(100, { message: '進捗は0から100の数で送ってください' })
  percent?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0, description: "Where to resume: a video's seconds, a reading lesson's percent scrolled" })
  @IsOptional()
  @IsNumber({}, { message: '再開位置は0以上の数で送ってください' })
  @Min(0, { message: '再開位置は0以上の数で送ってください' })
  position?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0, description: `Seconds spent since the last report; at most ${MAX_STUDY_SECONDS_PER_REPORT} count` })
  @IsOptional()
  @IsNumber({}, { message: '学習時間は0以上の秒数で送ってください' })
  @Min(0, { message: '学習時間は0以上の秒数で送ってください' })
  studySeconds?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
    maxItems: MAX_STRETCHES_PER_REPORT,
    description:
      'On an uploaded video: the stretches played since the last report, [start, end] seconds; their union decides done (90 %) and is the study time. On a reading lesson: the character ranges [start, end] of its text read since the last report (on screen long enough); their union over the text decides done (90 %)',
  })
  @IsOptional()
  watched?: unknown;
}

export class SeedLearningLibraryRequest {}
