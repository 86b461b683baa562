import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    departmentsListDepartments: build.query<
      DepartmentsListDepartmentsApiResponse,
      DepartmentsListDepartmentsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    departmentsCreateDepartment: build.mutation<
      DepartmentsCreateDepartmentApiResponse,
      DepartmentsCreateDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments`,
        method: "POST",
        body: queryArg.createDepartmentRequest,
      }),
    }),
    departmentsUpdateDepartment: build.mutation<
      DepartmentsUpdateDepartmentApiResponse,
      DepartmentsUpdateDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updateDepartmentRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    departmentsDeleteDepartment: build.mutation<
      DepartmentsDeleteDepartmentApiResponse,
      DepartmentsDeleteDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/departments/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    departmentsListUserDepartments: build.query<
      DepartmentsListUserDepartmentsApiResponse,
      DepartmentsListUserDepartmentsApiArg
    >({
      query: (queryArg) => ({ url: `/api/users/${queryArg.id}/departments` }),
    }),
    departmentsLinkUserDepartment: build.mutation<
      DepartmentsLinkUserDepartmentApiResponse,
      DepartmentsLinkUserDepartmentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/users/${queryArg.id}/departments`,
        method: "POST",
        body: queryArg.linkUserDepartmentRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type DepartmentsListDepartmentsApiResponse =
  /** status 200  */ DepartmentResponse[];
export type DepartmentsListDepartmentsApiArg = {
  /** One team (any signed-in user: the welcome dialog lists them before joining); without it, the teams the caller may read. */
  teamId?: any;
};
export type DepartmentsCreateDepartmentApiResponse =
  /** status 201 Members of the team may add a department. */ CreatedResponse;
export type DepartmentsCreateDepartmentApiArg = {
  createDepartmentRequest: CreateDepartmentRequest;
};
export type DepartmentsUpdateDepartmentApiResponse =
  /** status 200  */ UpdatedResponse;
export type DepartmentsUpdateDepartmentApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updateDepartmentRequest: UpdateDepartmentRequest;
};
export type DepartmentsDeleteDepartmentApiResponse = unknown;
export type DepartmentsDeleteDepartmentApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type DepartmentsListUserDepartmentsApiResponse =
  /** status 200 The user's own departments (admins and team admins may read anyone's). */ UserDepartmentResponse[];
export type DepartmentsListUserDepartmentsApiArg = {
  id: string;
};
export type DepartmentsLinkUserDepartmentApiResponse =
  /** status 201 The user must belong to the department's team. */ UserDepartmentLinkResponse;
export type DepartmentsLinkUserDepartmentApiArg = {
  id: string;
  linkUserDepartmentRequest: LinkUserDepartmentRequest;
};
export type DepartmentResponse = {
  id: string;
  name: string;
  teamId: string;
  color: string;
  description: string | null;
  isActive: boolean;
  /** Company members in the department. */
  memberCount: number;
  createdAt: string;
  /** Stream revision, for If-Match. */
  revision: number;
};
export type ErrorResponse = {
  statusCode: number;
  message: string | string[];
  error: string;
};
export type CreatedResponse = {
  /** Id of the new item. */
  id: string;
};
export type CreateDepartmentRequest = {
  name: string;
  /** Without it, the caller's primary team: the team they marked primary, else the team of their main department, else their only team (400 when none of these tells). */
  teamId?: string;
  color?: string;
  description?: string | null;
};
export type UpdatedResponse = {
  id: string;
  /** The item's new revision, for the next If-Match. */
  revision: number;
};
export type UpdateDepartmentRequest = {
  name?: string;
  color?: string;
  description?: string | null;
};
export type UserDepartmentResponse = {
  userId: string;
  departmentId: string;
  teamId: string;
  /** The department's name. */
  name: string;
  color: string;
  isMain: boolean;
  joinedAt: string;
};
export type UserDepartmentLinkResponse = {
  userId: string;
  departmentId: string;
  isMain: boolean;
};
export type LinkUserDepartmentRequest = {
  departmentId: string;
  /** A main department replaces the previous main one. */
  isMain?: boolean;
};
export const {
  useDepartmentsListDepartmentsQuery,
  useDepartmentsCreateDepartmentMutation,
  useDepartmentsUpdateDepartmentMutation,
  useDepartmentsDeleteDepartmentMutation,
  useDepartmentsListUserDepartmentsQuery,
  useDepartmentsLinkUserDepartmentMutation,
} = injectedRtkApi;
