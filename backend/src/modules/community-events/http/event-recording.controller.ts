import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsNumber, IsOptional, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers, ApiVideoAnswers } from '../../../platform/http/api-answers.js';
import { PathIds } from '../../../platform/http/path-ids.js';
import { receiveProbedVideo } from '../../../platform/media/video-upload.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { sendStoredFile } from '../../../platform/storage/downloads.js';
import { deleteAfterCommit, FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { GetWatchProgressQuery, MAX_STRETCHES_PER_REPORT, RecordWatchProgress } from '../../learning/index.js';
import { AttachEventRecording, RemoveEventRecording } from '../domain/community-event.commands.js';
import { EventRecordingNotFoundError, NotEventHostError, RecordingForbiddenError, RecordingUploadNotOpenError } from '../domain/community-event.errors.js';
import { eventRecordingKey } from '../domain/event-materials.js';
import type { EventRecordingRow } from '../projections/community-events/community-events.read-model.js';
import { EventAccess } from '../queries/event-access.js';

export class RecordingProgressResponse {
  @ApiProperty({ description: 'Where to resume, in seconds' }) position: number;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'The share of the recording actually watched (the union of the watched stretches)' }) percent: number;
  @ApiProperty({ description: '90 % watched; stays so on a re-watch' }) completed: boolean;
}

export class EventRecordingResponse {
  @ApiProperty() eventId: string;
  @ApiProperty({ description: 'Changes when the recording is replaced' }) fileId: string;
  @ApiProperty({ description: 'Read from the bytes' }) mimeType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ description: 'Its length, read by ffprobe' }) seconds: number;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
  @ApiProperty({ description: 'The video, ranged, cached for good (the address names the file)' }) videoUrl: string;
  @ApiProperty({ type: RecordingProgressResponse, description: "The caller's progress" }) myProgress: RecordingProgressResponse;
}

class RecordingFileRequest {
  @ApiProperty({ type: 'string', format: 'binary' }) file: unknown;
}

export class RecordRecordingProgressRequest {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Where to resume, in seconds' })
  @IsOptional()
  @IsNumber({}, { message: '再開位置は0以上の数で送ってください' })
  @Min(0, { message: '再開位置は0以上の数で送ってください' })
  position?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
    maxItems: MAX_STRETCHES_PER_REPORT,
    description: 'The stretches played since the last report, [start, end] seconds; their union decides done (90 %), as for a lesson video',
  })
  @IsOptional()
  watched?: unknown;
}

const recordingFilePath = PathIds({ eventId: null, fileId: null });
type RecordingFilePath = { eventId: string; fileId: string };

/**
 * An event's recording (decision 0108): a video the event owns, uploaded by its host or a team
 * admin once the event is running or over, watched by the host, team admins and seat holders in
 * the library's player, its progress kept by the library's watched-stretches rule (the learning
 * module's `RecordWatchProgress`, keyed by the recording's file id). A new upload replaces the
 * recording; the old file, like a removed one, leaves the storage after the commit.
 */
@ApiTags('events')
@Controller('api/events/:eventId/recording-video')
export class EventRecordingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: EventAccess,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Post()
  @Access('signed_in')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: RecordingFileRequest })
  @ApiAnswers({
    created: EventRecordingResponse,
    badRequest: 'No file, or an empty one',
    forbidden: 'Neither the host nor a team admin',
    notFound: 'Unknown event',
    conflict: 'The event is neither running nor over',
    payloadTooLarge: 'Over the video limit (2 GB)',
    unsupportedMediaType: 'Not an MP4, WebM or MOV video (read from its bytes), or one ffprobe cannot read',
  })
  async upload(@Param('eventId', ParseUUIDPipe) eventId: string, @Req() req: Request, @CurrentUser() actor: SessionUser): Promise<EventRecordingResponse> {
    // Who may upload, and when, is checked before a byte is read (the decider checks both again).
    const event = await this.access.event(eventId);
    if (!this.access.manages(event, actor)) throw new NotEventHostError('録画のアップロード');
    if (event.status !== 'live' && event.status !== 'completed') throw new RecordingUploadNotOpenError();
    const fileId = randomUUID();
    const recording = await receiveProbedVideo(req, async (video) => {
      const { size } = await this.storage.put(eventRecordingKey(fileId), createReadStream(video.path), { contentType: video.mimeType });
      return { fileId, mimeType: video.mimeType, sizeBytes: size, seconds: video.seconds };
    });
    const [attached] = await this.commands.execute(new AttachEventRecording({ eventId, recording }, actor)).catch(async (error: unknown) => {
      await this.storage.delete(eventRecordingKey(fileId));
      throw error;
    });
    if (attached?.type === 'EventRecordingReplaced') await this.discard(attached.data.previousFileId);
    return this.answer(eventId, actor);
  }

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: EventRecordingResponse, forbidden: 'Not a seat holder, host or team admin', notFound: 'Unknown event, or no recording' })
  async get(@Param('eventId', ParseUUIDPipe) eventId: string, @CurrentUser() actor: SessionUser): Promise<EventRecordingResponse> {
    return this.answer(eventId, actor);
  }

  @Get(':fileId/file')
  @Access('signed_in')
  @ApiVideoAnswers({ forbidden: 'Not a seat holder, host or team admin', notFound: 'Unknown event, or not its recording' })
  async video(@recordingFilePath { eventId, fileId }: RecordingFilePath, @CurrentUser() actor: SessionUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    const recording = await this.watchable(eventId, actor);
    if (recording.fileId !== fileId) throw new EventRecordingNotFoundError();
    await sendStoredFile(req, res, { storage: this.storage, key: eventRecordingKey(fileId), caching: 'immutable', allowed: true });
  }

  @Post('progress')
  @HttpCode(200)
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: RecordingProgressResponse, description: 'My progress after the report' },
    badRequest: 'A negative position; stretches outside the recording, reversed, not numbers or more than 50',
    forbidden: 'Not a seat holder, host or team admin',
    notFound: 'Unknown event, or no recording',
  })
  async recordProgress(
    @Param('eventId', ParseUUIDPipe) eventId: string,
    @Body() body: RecordRecordingProgressRequest,
    @CurrentUser() actor: SessionUser,
  ): Promise<RecordingProgressResponse> {
    const recording = await this.watchable(eventId, actor);
    await this.commands.execute(new RecordWatchProgress({ videoId: recording.fileId, seconds: recording.seconds, position: body.position ?? 0, watched: body.watched ?? [] }, actor));
    await this.readYourWrites.catchUp();
    return this.queries.execute(new GetWatchProgressQuery(actor.id, recording.fileId));
  }

  @Delete()
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'Removed', forbidden: 'Neither the host nor a team admin', notFound: 'Unknown event, or no recording' })
  async remove(@Param('eventId', ParseUUIDPipe) eventId: string, @CurrentUser() actor: SessionUser): Promise<void> {
    const [removed] = await this.commands.execute(new RemoveEventRecording({ eventId }, actor));
    if (removed?.type === 'EventRecordingRemoved') await this.discard(removed.data.fileId);
  }

  /** The recording, when the actor may watch it (403 otherwise; 404 when there is none). */
  private async watchable(eventId: string, actor: SessionUser): Promise<EventRecordingRow> {
    const event = await this.access.seatHolderOrManager(eventId, actor, () => new RecordingForbiddenError());
    if (!event.recording) throw new EventRecordingNotFoundError();
    return event.recording;
  }

  private async answer(eventId: string, actor: SessionUser): Promise<EventRecordingResponse> {
    const recording = await this.watchable(eventId, actor);
    const myProgress = await this.queries.execute(new GetWatchProgressQuery(actor.id, recording.fileId));
    return {
      eventId,
      fileId: recording.fileId,
      mimeType: recording.mimeType,
      sizeBytes: recording.sizeBytes,
      seconds: recording.seconds,
      uploadedAt: recording.uploadedAt,
      videoUrl: `/api/events/${eventId}/recording-video/${recording.fileId}/file`,
      myProgress,
    };
  }

  /**
   * A replaced or removed recording's file leaves the storage once the change is committed; a
   * failed delete is logged and the change stands (the file then stays under `event-recordings/`).
   */
  private discard(fileId: string): Promise<void> {
    return deleteAfterCommit(this.storage, [eventRecordingKey(fileId)], { fileId, what: 'a replaced event recording' });
  }
}
