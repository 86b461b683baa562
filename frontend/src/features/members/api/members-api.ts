import { api, type MemberCsvUploadRequest } from '../../../shared/api/generated/api';

/** The upload as the server's CSV interceptor reads it: multipart, the file in `file`. */
function csvUploadBody({ file, teamId }: MemberCsvUploadRequest): FormData {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'members.csv');
  body.append('teamId', teamId);
  return body;
}

/**
 * The members screen's data. Members carry their position and department names and the stats
 * count positions, so those lists are refetched when positions or departments change; a member
 * change moves the member counts of positions and departments. A preview registers nothing.
 */
export const membersApi = api.enhanceEndpoints({
  endpoints: {
    companyMembersListTeamCompanyMembers: { providesTags: ['company-members', 'positions', 'departments'] },
    companyMembersGetCompanyMemberStats: { providesTags: ['company-members', 'positions'] },
    companyMembersCreateCompanyMember: { invalidatesTags: ['company-members', 'positions', 'departments'] },
    companyMembersUpdateCompanyMember: { invalidatesTags: ['company-members', 'positions', 'departments'] },
    companyMembersDeleteCompanyMember: { invalidatesTags: ['company-members', 'positions', 'departments'] },
    companyMembersPreviewCompanyMemberImport: {
      query: ({ memberCsvUploadRequest }) => ({
        url: '/api/company-members/import/preview',
        method: 'POST',
        body: csvUploadBody(memberCsvUploadRequest),
      }),
      invalidatesTags: [],
    },
    companyMembersImportCompanyMembers: {
      query: ({ memberCsvUploadRequest }) => ({
        url: '/api/company-members/import',
        method: 'POST',
        body: csvUploadBody(memberCsvUploadRequest),
      }),
      invalidatesTags: ['company-members', 'positions', 'departments'],
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
} = membersApi;
