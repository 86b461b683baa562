import { useMemo } from 'react';
import { useProfilePictureListPicturesQuery } from '../api/generated/profile-picture';

/**
 * The picture URL of a user, from the one list of users who show a picture (read once and shared
 * by every avatar on the screen; refreshed when a picture changes). Null without a user or picture.
 */
export function usePictureOf(userId: string | null | undefined): string | null {
  const { data } = useProfilePictureListPicturesQuery(undefined, { skip: !userId });
  const byUser = useMemo(() => new Map((data ?? []).map((p) => [p.userId, p.pictureUrl])), [data]);
  return userId ? (byUser.get(userId) ?? null) : null;
}
