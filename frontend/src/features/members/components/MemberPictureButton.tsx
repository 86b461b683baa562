import { CameraOutlined } from '@ant-design/icons';
import { FILE_KINDS } from '@pivot/rules';
import { Button, Tooltip } from 'antd';
import { useRef } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';
import { pickedFileProblem } from '../../../shared/api/picture-upload';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { memberPicturesApi } from '../api/members-api';

const texts = membersTexts.pictures;
const kind = FILE_KINDS.picture;

/**
 * One member's picture, set from their row by someone who manages the team (decision 0095's
 * `PUT /api/company-members/:id/picture`): a file is picked, checked for a quick answer, and sent;
 * the row's avatar shows the new picture when the list is read again.
 */
export function MemberPictureButton({ member }: { member: CompanyMemberResponse }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = memberPicturesApi.useMemberPicturesUploadMemberPictureMutation();

  const send = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = pickedFileProblem(file, kind);
    if (problem) return notifyError(undefined, problem);
    const done = await upload({ id: member.id, pictureFileRequest: { file } }).unwrap().then(
      () => true,
      () => false,
    );
    if (done) notifySuccess(texts.saved(member.displayName));
  };

  const label = texts.setOne(member.displayName);
  return (
    <>
      <input ref={input} type="file" accept={kind.accept} hidden aria-label={label} onChange={(event) => void send(event.target.files?.[0])} />
      <Tooltip title={texts.setOneTooltip}>
        <Button type="text" icon={<CameraOutlined />} aria-label={label} loading={uploading.isLoading} onClick={() => input.current?.click()} />
      </Tooltip>
    </>
  );
}
