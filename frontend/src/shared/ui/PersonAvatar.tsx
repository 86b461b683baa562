import { Avatar } from 'antd';
import { memberColor } from '../lib/member-colors';
import { usePictureOf } from './use-picture-of';

interface PersonAvatarProps {
  /** The name shown beside it (family name first): its first letter is the initial, its hash the colour. */
  name: string;
  /** The person's picture URL when the read already carries it (a company member); else looked up by `userId`. */
  pictureUrl?: string | null;
  /** A user, whose picture the shared picture list knows (forum authors, growth cycles, the top bar). */
  userId?: string | null;
  /** Pixels; 24 to 40 in lists, up to 128 on the profile. */
  size?: number;
}

/** The stored picture at the size nearest above what is drawn (`?size=128` for lists; 512 for larger). */
export function pictureSource(url: string, size: number): string {
  return url.startsWith('/api/pictures/') && size <= 128 ? `${url}?size=128` : url;
}

/**
 * The one avatar of a person everywhere a name is drawn (decision 0095): their picture, or the
 * initial of their name on their board colour. Decorative: the name is always written beside it,
 * so screen readers skip it.
 */
export function PersonAvatar({ name, pictureUrl, userId, size = 32 }: PersonAvatarProps) {
  const looked = usePictureOf(pictureUrl === undefined ? userId : null);
  const url = pictureUrl ?? looked;
  const initial = [...name.trim()][0] ?? '?';
  return (
    <Avatar
      size={size}
      src={url ? pictureSource(url, size) : undefined}
      alt=""
      aria-hidden
      draggable={false}
      style={{ background: url ? undefined : memberColor(name), flex: 'none', fontSize: Math.round(size * 0.45) }}
    >
      {initial}
    </Avatar>
  );
}
