import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    positionsListPositions: build.query<
      PositionsListPositionsApiResponse,
      PositionsListPositionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions`,
        params: {
          teamId: queryArg.teamId,
        },
      }),
    }),
    positionsCreatePosition: build.mutation<
      PositionsCreatePositionApiResponse,
      PositionsCreatePositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions`,
        method: "POST",
        body: queryArg.createPositionRequest,
      }),
    }),
    positionsUpdatePosition: build.mutation<
      PositionsUpdatePositionApiResponse,
      PositionsUpdatePositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions/${queryArg.id}`,
        method: "PUT",
        body: queryArg.updatePositionRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    positionsDeletePosition: build.mutation<
      PositionsDeletePositionApiResponse,
      PositionsDeletePositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/positions/${queryArg.id}`,
        method: "DELETE",
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type PositionsListPositionsApiResponse =
  /** status 200 Highest level first. */ PositionResponse[];
export type PositionsListPositionsApiArg = {
  /** One team; without it, the teams the caller may read. */
  teamId?: any;
};
export type PositionsCreatePositionApiResponse =
  /** status 201  */ CreatedResponse;
export type PositionsCreatePositionApiArg = {
  createPositionRequest: CreatePositionRequest;
};
export type PositionsUpdatePositionApiResponse =
  /** status 200  */ UpdatedResponse;
export type PositionsUpdatePositionApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updatePositionRequest: UpdatePositionRequest;
};
export type PositionsDeletePositionApiResponse = unknown;
export type PositionsDeletePositionApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
};
export type PositionResponse = {
  id: string;
  name: string;
  level: number;
  description: string | null;
  teamId: string;
  isActive: boolean;
  /** Company members holding the position. */
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
export type CreatePositionRequest = {
  name: string;
  /** Without it, the caller's primary team: the team they marked primary, else the team of their main department, else their only team (400 when none of these tells). */
  teamId?: string;
  level?: number;
  description?: string | null;
};
export type UpdatedResponse = {
  id: string;
  /** The item's new revision, for the next If-Match. */
  revision: number;
};
export type UpdatePositionRequest = {
  name?: string;
  level?: number;
  description?: string | null;
};
export const {
  usePositionsListPositionsQuery,
  usePositionsCreatePositionMutation,
  usePositionsUpdatePositionMutation,
  usePositionsDeletePositionMutation,
} = injectedRtkApi;
