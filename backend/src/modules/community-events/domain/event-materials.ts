import { storageKey } from '../../../platform/storage/storage.port.js';

/**
 * Where an event material's bytes are stored (decision 0097): under the person who uploaded it,
 * as every stored file is (decision 0095), so forgetting that person deletes it with their other
 * files. The material id is generated; the client's file name is never part of the key.
 */
export function eventMaterialKey(uploadedById: string, materialId: string): string {
  return storageKey(uploadedById.toLowerCase(), 'event-materials', materialId);
}
