import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    usersCurrentUser: build.query<
      UsersCurrentUserApiResponse,
      UsersCurrentUserApiArg
    >({
      query: () => ({ url: `/api/auth/user` }),
    }),
    usersSearchDirectory: build.query<
      UsersSearchDirectoryApiResponse,
      UsersSearchDirectoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/directory`,
        params: {
          search: queryArg.search,
          limit: queryArg.limit,
        },
      }),
    }),
    usersUpdateProfile: build.mutation<
      UsersUpdateProfileApiResponse,
      UsersUpdateProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updateProfileRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type UsersCurrentUserApiResponse =
  /** status 200 The signed-in user */ UserResponse;
export type UsersCurrentUserApiArg = void;
export type UsersSearchDirectoryApiResponse =
  /** status 200 The organisation's users by name (by e-mail too, and with e-mails, for team_admin and admin), sorted by name */ UserSearchHitResponse[];
export type UsersSearchDirectoryApiArg = {
  /** Part of a name (either order); part of an e-mail for team_admin and admin. Empty: the first users by name */
  search?: string;
  limit?: number;
};
export type UsersUpdateProfileApiResponse = /** status 200  */ UserResponse;
export type UsersUpdateProfileApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updateProfileRequest: UpdateProfileRequest;
};
export type UserResponse = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: "member" | "team_admin" | "admin";
  /** userType admin, or listed in ADMIN_EMAILS */
  isAdmin: boolean;
  profileImageUrl: string | null;
  hireDate: string | null;
  notes: string | null;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Stream revision; send as If-Match to edit safely (-1 while not yet projected) */
  revision: number;
};
export type UserSearchHitResponse = {
  userId: string;
  /** 姓 名 */
  displayName: string;
  /** Only for team_admin and admin readers */
  email?: string;
};
export type UpdateProfileRequest = {
  /** 名 */
  firstName: string;
  /** 姓 */
  lastName: string;
  /** 入社日 (ISO date) */
  hireDate?: string | null;
  /** メモ */
  notes?: string | null;
};
export const {
  useUsersCurrentUserQuery,
  useUsersSearchDirectoryQuery,
  useUsersUpdateProfileMutation,
} = injectedRtkApi;
