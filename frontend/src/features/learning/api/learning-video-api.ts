import { api } from '../../../shared/api/generated/learning';
import { fileUploadBody } from '../../../shared/api/picture-upload';

/** A lesson video as the server's upload parser reads it (multipart): codegen would send the body as JSON. */
export const learningVideoApi = api.enhanceEndpoints({
  endpoints: {
    learningUploadVideo: {
      query: ({ lessonVideoUploadRequest }) => ({ url: '/api/learning-content/videos', method: 'POST', body: fileUploadBody(lessonVideoUploadRequest, 'video') }),
    },
  },
});
