import { storageKey } from '../../../platform/storage/storage.port.js';

/**
 * Where an event material's bytes are stored (decision 0097): under the person who uploaded it,
 * as every stored file is (decision 0095), so forgetting that person deletes it with their other
 * files. The material id is generated; the client's file name is never part of the key.
 */
export function eventMaterialKey(uploadedById: string, materialId: string): string {
  return storageKey(uploadedById.toLowerCase(), 'event-materials', materialId);
}

/**
 * Where an event's uploaded recording is stored (decision 0108): under the event recordings'
 * own owner, not a person, because the recording belongs to the event (forgetting its host keeps
 * it, as forgetting an author keeps a lesson's video). The file id is generated per upload.
 */
export function eventRecordingKey(fileId: string): string {
  return storageKey('event-recordings', fileId, 'video');
}
