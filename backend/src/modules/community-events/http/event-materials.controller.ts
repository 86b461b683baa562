import { randomUUID } from 'node:crypto';
import { Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { PathIds } from '../../../platform/http/path-ids.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { sendStoredFile } from '../../../platform/storage/downloads.js';
import { FILE_STORAGE, type FileStorage } from '../../../platform/storage/storage.port.js';
import { receiveUpload } from '../../../platform/storage/uploads.js';
import { AttachEventMaterial, RemoveEventMaterial } from '../domain/community-event.commands.js';
import { EventMaterialNotFoundError, MaterialsForbiddenError } from '../domain/community-event.errors.js';
import { eventMaterialKey } from '../domain/event-materials.js';
import { EventAccess } from '../queries/event-access.js';

export class EventMaterialFileResponse {
  @ApiProperty() id: string;
  @ApiProperty() eventId: string;
  @ApiProperty({ type: String, nullable: true, description: 'The session it belongs to, or null for the whole event' }) sessionId: string | null;
  @ApiProperty({ description: 'Display name only' }) fileName: string;
  @ApiProperty({ description: 'Read from the bytes' }) contentType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ description: 'Ranged download with caching headers' }) downloadUrl: string;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

class MaterialFileRequest {
  @ApiProperty({ type: 'string', format: 'binary' }) file: unknown;
}

interface MaterialRow {
  id: string;
  event_id: string;
  session_id: string | null;
  file_name: string;
  content_type: string;
  size_bytes: string;
  storage_key: string;
  uploaded_at: Date;
}

const toResponse = (row: MaterialRow): EventMaterialFileResponse => ({
  id: row.id,
  eventId: row.event_id,
  sessionId: row.session_id,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  downloadUrl: `/api/events/${row.event_id}/materials/${row.id}/file`,
  uploadedAt: row.uploaded_at.toISOString(),
});

/** A material's path: its event's id, then its own (a malformed one is a 400, as `ParseUUIDPipe` answers). */
const materialPath = PathIds({ eventId: null, materialId: null });
type MaterialPath = { eventId: string; materialId: string };

/**
 * An event's materials (decision 0097): the host (or a team admin) attaches files to the event or
 * one of its sessions and removes them; the host, team admins and those holding a seat list and
 * download them; anyone else is refused (403). Uploads and downloads go through the storage
 * platform (decision 0095): streamed, typed from the bytes, ranged, with caching headers.
 */
@ApiTags('events')
@Controller('api/events/:eventId/materials')
export class EventMaterialsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
    private readonly readYourWrites: ReadYourWrites,
    private readonly access: EventAccess,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Post()
  @Access('signed_in')
  @ApiQuery({ name: 'sessionId', type: String, required: false })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MaterialFileRequest })
  @ApiAnswers({
    created: EventMaterialFileResponse,
    badRequest: 'No file, or an empty one',
    forbidden: 'Neither the host nor a team admin',
    notFound: 'Unknown event or session',
    conflict: 'The event is cancelled',
    payloadTooLarge: 'Over the material limit',
    unsupportedMediaType: 'Not a material type (read from the bytes)',
  })
  async attach(
    @Param('eventId', ParseUUIDPipe) eventId: string,
    @Query('sessionId') sessionId: string | undefined,
    @Req() req: Request,
    @CurrentUser() actor: SessionUser,
  ): Promise<EventMaterialFileResponse> {
    // Who may attach is checked before a byte is read (the domain checks it again when recording).
    if (!this.access.manages(await this.access.event(eventId), actor)) throw new MaterialsForbiddenError();
    const materialId = randomUUID();
    const key = eventMaterialKey(actor.id, materialId);
    const stored = await receiveUpload(req, 'eventMaterial', async (file) => {
      const info = await this.storage.put(key, file.stream, { contentType: file.mimeType });
      return { ...file, size: info.size };
    });
    try {
      await this.commands.execute(
        new AttachEventMaterial(
          { eventId, materialId, sessionId: sessionId || null, fileName: stored.displayName, contentType: stored.mimeType, sizeBytes: stored.size },
          actor,
        ),
      );
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    return toResponse(await this.materialOf(eventId, materialId));
  }

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: [EventMaterialFileResponse], forbidden: 'Not a registrant, host or team admin', notFound: 'Unknown event' })
  async list(@Param('eventId', ParseUUIDPipe) eventId: string, @CurrentUser() actor: SessionUser): Promise<EventMaterialFileResponse[]> {
    await this.access.seatHolderOrManager(eventId, actor, () => new MaterialsForbiddenError());
    const rows: MaterialRow[] = await this.dataSource.query(
      `SELECT * FROM community_event_files WHERE event_id = $1 ORDER BY session_id NULLS FIRST, uploaded_at, id`,
      [eventId],
    );
    return rows.map(toResponse);
  }

  @Get(':materialId/file')
  @Access('signed_in')
  @ApiAnswers({
    ok: { description: 'The file (206 for a range)' },
    forbidden: 'Not a registrant, host or team admin',
    notFound: 'Unknown event or material',
  })
  async download(
    @materialPath { eventId, materialId }: MaterialPath,
    @CurrentUser() actor: SessionUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.access.seatHolderOrManager(eventId, actor, () => new MaterialsForbiddenError());
    const material = await this.materialOf(eventId, materialId);
    await sendStoredFile(req, res, { storage: this.storage, key: material.storage_key, caching: 'revalidate', allowed: true, downloadName: material.file_name });
  }

  @Delete(':materialId')
  @Access('signed_in')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'Removed', forbidden: 'Neither the host nor a team admin', notFound: 'Unknown event or material' })
  async remove(@materialPath { eventId, materialId }: MaterialPath, @CurrentUser() actor: SessionUser): Promise<void> {
    const material = await this.materialOf(eventId, materialId);
    await this.commands.execute(new RemoveEventMaterial({ eventId, materialId }, actor));
    await this.storage.delete(material.storage_key);
  }

  private async materialOf(eventId: string, materialId: string): Promise<MaterialRow> {
    await this.readYourWrites.catchUp();
    const [row] = (await this.dataSource.query(`SELECT * FROM community_event_files WHERE event_id = $1 AND id = $2`, [eventId, materialId])) as MaterialRow[];
    if (!row) throw new EventMaterialNotFoundError();
    return row;
  }
}
