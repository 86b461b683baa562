import { api } from '../../../shared/api/generated/learning';
import { fileUploadBody } from '../../../shared/api/picture-upload';

/** A lesson video and a lesson's own poster as the server's upload parser reads them (multipart): codegen would send the body as JSON. */
export const learningVideoApi = api.enhanceEndpoints({
  endpoints: {
    learningUploadVideo: {
      query: ({ lessonVideoUploadRequest }) => ({ url: '/api/learning-content/videos', method: 'POST', body: fileUploadBody(lessonVideoUploadRequest, 'video') }),
    },
    learningUploadPoster: {
      query: ({ lessonPosterUploadRequest }) => ({ url: '/api/learning-content/posters', method: 'POST', body: fileUploadBody(lessonPosterUploadRequest, 'poster') }),
    },
  },
});
