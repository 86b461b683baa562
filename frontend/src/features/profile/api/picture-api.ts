import { api } from '../../../shared/api/generated/profile-picture';
import { fileUploadBody } from '../../../shared/api/picture-upload';

/** The picture upload as the server's parser reads it (multipart): codegen sends the body as JSON. Cache tags: `shared/api/cache-tags.ts`. */
export const pictureApi = api.enhanceEndpoints({
  endpoints: {
    profilePictureUploadPicture: {
      query: ({ id, pictureUploadRequest }) => ({ url: `/api/users/${id}/picture`, method: 'PUT', body: fileUploadBody(pictureUploadRequest) }),
    },
  },
});
