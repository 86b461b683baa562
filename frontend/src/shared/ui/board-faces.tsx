import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useCompanyMembersListTeamCompanyMembersQuery } from '../api/generated/company-members';
import { useCurrentUser } from '../auth/current-user';
import { memberColor } from '../lib/member-colors';
import { blobToDataUrl } from '../lib/svg-to-png';
import { brand } from './brand-tokens';
import { pictureSource } from './PersonAvatar';

/**
 * Faces on the MS and 1on1 boards (decision 0097): each member's picture in place of the dot, or
 * the name's initial on the member's colour without one. The pictures are read once per page as
 * data URLs, so a dragged face never asks for its image again, and the exported PNG draws them
 * without tainting its canvas.
 */

/** The clip path (one per board, `<BoardFaceClip />` in its SVG) that rounds every face. */
const FACE_CLIP_ID = 'board-face-clip';

/** One key per user (a shared computer keeps each person's choice). */
export const facesKey = (userId: string) => `pivot.boardFaces.${userId}`;

const unsaved = new Map<string, boolean>();
const listeners = new Set<() => void>();

function readFaces(key: string | null): boolean {
  if (!key) return false;
  if (unsaved.has(key)) return unsaved.get(key) ?? false;
  try {
    return window.localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}

function subscribeFaces(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the boards show faces, remembered per user in localStorage (off at first). */
export function useFacesPreference(): [boolean, (on: boolean) => void] {
  const { user } = useCurrentUser();
  const key = user ? facesKey(user.id) : null;
  const on = useSyncExternalStore(subscribeFaces, () => readFaces(key), () => false);
  const set = useCallback(
    (next: boolean) => {
      if (!key) return;
      try {
        window.localStorage.setItem(key, next ? 'on' : 'off');
        unsaved.delete(key);
      } catch {
        unsaved.set(key, next);
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [on, set];
}

/** Pictures read so far, as data URLs, by their stored URL; kept for the page's life (a picture's URL names its content). */
const loaded = new Map<string, string>();
const loading = new Map<string, Promise<string | null>>();

/** The picture at list size as a data URL (null when it cannot be read: the face falls back to the initial). */
function loadFace(url: string): Promise<string | null> {
  const done = loaded.get(url);
  if (done) return Promise.resolve(done);
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(pictureSource(url, 128), { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then(blobToDataUrl)
      .then((dataUrl) => {
        loaded.set(url, dataUrl);
        return dataUrl;
      })
      .catch(() => null)
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/**
 * The faces of a team's company members while `enabled`: a lookup from member id to the picture's
 * data URL, null until it is read or when the member has none.
 */
export function useBoardFaces(teamId: string, enabled: boolean): (memberId: string) => string | null {
  const { data } = useCompanyMembersListTeamCompanyMembersQuery({ teamId }, { skip: !enabled });
  const urls = useMemo(() => new Map((data ?? []).flatMap((member) => (member.pictureUrl ? [[member.id, member.pictureUrl] as const] : []))), [data]);
  const [read, setRead] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    for (const url of new Set(urls.values())) {
      if (loaded.has(url)) continue;
      void loadFace(url).then((dataUrl) => {
        if (live && dataUrl) setRead((before) => new Map(before).set(url, dataUrl));
      });
    }
    return () => {
      live = false;
    };
  }, [enabled, urls]);
  return useCallback(
    (memberId: string) => {
      const url = enabled ? urls.get(memberId) : undefined;
      return url ? (loaded.get(url) ?? read.get(url) ?? null) : null;
    },
    [enabled, urls, read],
  );
}

/** The circle every face is cut to; drawn once in a board's SVG. */
export function BoardFaceClip() {
  return (
    <defs>
      <clipPath id={FACE_CLIP_ID} clipPathUnits="objectBoundingBox">
        <circle cx={0.5} cy={0.5} r={0.5} />
      </clipPath>
    </defs>
  );
}

interface BoardFaceProps {
  cx?: number;
  cy?: number;
  /** The face's radius in board units. */
  r: number;
  /** The member's name (family name first): its first letter and colour when there is no picture. */
  name: string;
  /** The picture as a data URL, or null for the initial. */
  picture: string | null;
  /** The initial's font size in board units (never under 10 px on screen: see `labelSize`). */
  initialSize: number;
}

/** A member's face on a board: the round picture, or the initial on the member's colour; outlined in white. */
export function BoardFace({ cx = 0, cy = 0, r, name, picture, initialSize }: BoardFaceProps) {
  const initial = [...name.trim()][0] ?? '?';
  return (
    <g className="board-face" data-face={picture ? 'picture' : 'initial'} aria-hidden>
      {picture ? (
        <image
          href={picture}
          x={cx - r}
          y={cy - r}
          width={r * 2}
          height={r * 2}
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${FACE_CLIP_ID})`}
        />
      ) : (
        <>
          <circle cx={cx} cy={cy} r={r} fill={memberColor(name)} />
          <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central" fontSize={initialSize} fontWeight={700} fill={brand.surface} pointerEvents="none">
            {initial}
          </text>
        </>
      )}
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={brand.surface} strokeWidth={1.5} />
    </g>
  );
}
