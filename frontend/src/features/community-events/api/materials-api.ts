import { api } from '../../../shared/api/generated/event-materials';
import { fileUploadBody } from '../../../shared/api/picture-upload';

/** An event material as the server's upload parser reads it (multipart, the file in `file`): codegen would send the body as JSON. Cache tags: `shared/api/cache-tags.ts`. */
export const materialsApi = api.enhanceEndpoints({
  endpoints: {
    eventMaterialsAttach: {
      query: ({ eventId, sessionId, materialFileRequest }) => ({
        url: `/api/events/${eventId}/materials`,
        method: 'POST',
        params: { sessionId },
        body: fileUploadBody(materialFileRequest, 'material'),
      }),
    },
  },
});
