import { api } from '../../../shared/api/generated/event-recording';
import { fileUploadBody } from '../../../shared/api/picture-upload';

/**
 * An event's recording as the server's upload parser reads it (multipart, the file in `file`):
 * codegen would send the body as JSON. A progress report answers the viewer's progress, which goes
 * into the recording's cached read: the player reports as it plays, and a refetch after each report
 * would ask again for what the answer just said. Cache tags: `shared/api/cache-tags.ts`.
 */
export const recordingApi = api.enhanceEndpoints({
  endpoints: {
    eventRecordingUpload: {
      query: ({ eventId, recordingFileRequest }) => ({ url: `/api/events/${eventId}/recording-video`, method: 'POST', body: fileUploadBody(recordingFileRequest, 'recording') }),
    },
    eventRecordingRecordProgress: {
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        let myProgress;
        try {
          ({ data: myProgress } = await queryFulfilled);
        } catch {
          return; // A failed report is told by the write-failure listener; the cached progress stays.
        }
        dispatch(
          api.util.updateQueryData('eventRecordingGet', { eventId }, (recording) => {
            recording.myProgress = myProgress;
          }),
        );
      },
    },
  },
});
