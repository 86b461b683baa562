import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Which item a list page shows over itself (a drawer): `?open=<id>` opens one (the global search
 * links so), a later link opens the next, and the page opens and closes others itself.
 */
export function useOpenedItem(): [string | undefined, (id: string | undefined) => void] {
  const [params] = useSearchParams();
  const linked = params.get('open') ?? undefined;
  const [openId, setOpenId] = useState<string | undefined>(linked);
  const [seen, setSeen] = useState(linked);
  if (linked !== seen) {
    setSeen(linked);
    setOpenId(linked);
  }
  return [openId, setOpenId];
}
