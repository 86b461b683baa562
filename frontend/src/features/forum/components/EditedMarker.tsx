import { Button } from 'antd';
import { useState } from 'react';
import { forumTexts } from '../../../locales/ja-JP/forum';
import { RevisionHistoryModal } from './RevisionHistoryModal';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = forumTexts.history;

/** 「編集済み」 with the time of the last edit; a click opens the edit history (everyone may read it, decision 0061). */
export function EditedMarker({ postId, replyId, editedAt }: { postId: string; replyId?: string; editedAt: string }) {
  const [open, setOpen] = useState(false);
  const time = formatInstant(editedAt, 'dateTime');
  return (
    <>
      <Button type="link" size="small" style={{ paddingInline: 0, height: 'auto' }} aria-label={texts.markerLabel(time)} onClick={() => setOpen(true)}>
        {texts.marker} {time}
      </Button>
      {open && <RevisionHistoryModal postId={postId} replyId={replyId} onClose={() => setOpen(false)} />}
    </>
  );
}
