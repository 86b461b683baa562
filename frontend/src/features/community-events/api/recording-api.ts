import { api } from '../../../shared/api/generated/event-recording';
import { fileUploadBody } from '../../../shared/api/picture-upload';

/** An event's recording as the server's upload parser reads it (multipart, the file in `file`): codegen would send the body as JSON. Cache tags: `shared/api/cache-tags.ts`. */
export const recordingApi = api.enhanceEndpoints({
  endpoints: {
    eventRecordingUpload: {
      query: ({ eventId, recordingFileRequest }) => ({ url: `/api/events/${eventId}/recording-video`, method: 'POST', body: fileUploadBody(recordingFileRequest, 'recording') }),
    },
  },
});
