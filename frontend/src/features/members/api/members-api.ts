import { memberImportEnded } from '../../../shared/api/cache-tags-streamed';
import { api, type MemberCsvUploadRequest } from '../../../shared/api/generated/company-members';
import { api as picturesApi } from '../../../shared/api/generated/member-pictures';
import { fileUploadBody } from '../../../shared/api/picture-upload';

/** The upload as the server's CSV interceptor reads it: multipart, the file in `file`. */
function csvUploadBody({ file, teamId }: MemberCsvUploadRequest): FormData {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'members.csv');
  body.append('teamId', teamId);
  return body;
}

/**
 * The CSV uploads as the server's interceptor reads them (multipart, the file in `file`): codegen
 * sends the body as JSON. Cache tags: `shared/api/cache-tags.ts`.
 */
export const membersApi = api.enhanceEndpoints({
  endpoints: {
    companyMembersPreviewCompanyMemberImport: {
      query: ({ memberCsvUploadRequest }) => ({
        url: '/api/company-members/import/preview',
        method: 'POST',
        body: csvUploadBody(memberCsvUploadRequest),
      }),
    },
    companyMembersImportCompanyMembers: {
      query: ({ memberCsvUploadRequest }) => ({
        url: '/api/company-members/import',
        method: 'POST',
        body: csvUploadBody(memberCsvUploadRequest),
      }),
    },
    companyMembersGetCompanyMemberImport: {
      // When the polled import ends, its rows are registered (and readable): member reads are stale then.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && data.state !== 'running') dispatch(memberImportEnded());
      },
    },
  },
});

export const {
  useCompanyMembersListTeamCompanyMembersQuery,
  useCompanyMembersGetCompanyMemberStatsQuery,
  useCompanyMembersCreateCompanyMemberMutation,
  useCompanyMembersUpdateCompanyMemberMutation,
  useCompanyMembersDeleteCompanyMemberMutation,
  useCompanyMembersPreviewCompanyMemberImportMutation,
  useCompanyMembersImportCompanyMembersMutation,
  useCompanyMembersGetCompanyMemberImportQuery,
} = membersApi;

/** The pictures' uploads as the server's parser reads them (multipart, the file in `file`). */
export const memberPicturesApi = picturesApi.enhanceEndpoints({
  endpoints: {
    memberPicturesUploadMemberPicture: {
      query: ({ id, pictureFileRequest }) => ({ url: `/api/company-members/${id}/picture`, method: 'PUT', body: fileUploadBody(pictureFileRequest) }),
    },
    memberPicturesImportMemberPictures: {
      query: ({ teamId, pictureFileRequest }) => ({
        url: '/api/company-members/pictures/import',
        method: 'POST',
        params: { teamId },
        body: fileUploadBody(pictureFileRequest, 'pictures.zip'),
      }),
    },
  },
});
