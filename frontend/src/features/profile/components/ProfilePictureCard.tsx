import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { useEffect, useRef, useState } from 'react';
import { FILE_KINDS } from '@pivot/rules';
import { profileTexts } from '../../../locales/ja-JP/profile';
import { useProfilePictureRemovePictureMutation } from '../../../shared/api/generated/profile-picture';
import type { UserResponse } from '../../../shared/api/generated/users';
import { notifySuccess } from '../../../shared/ui/notify';
import { PersonAvatar } from '../../../shared/ui/PersonAvatar';
import { pictureApi } from '../api/picture-api';
import { pickedFileProblem } from '../../../shared/api/picture-upload';

const texts = profileTexts.picture;
const kind = FILE_KINDS.picture;
const PREVIEW = 128;

/**
 * The user's picture: chosen, previewed as the server will cut it (the centred square, drawn with
 * `object-fit: cover`), then uploaded; or removed. Size and type are checked here for a quick
 * answer; the server checks them again from the bytes.
 */
export function ProfilePictureCard({ user }: { user: UserResponse }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [upload, uploading] = pictureApi.useProfilePictureUploadPictureMutation();
  const [remove, removing] = useProfilePictureRemovePictureMutation();
  const name = `${user.lastName} ${user.firstName}`.trim() || user.email;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setLocalError(null);
    const problem = pickedFileProblem(chosen, kind);
    if (problem) return setLocalError(problem);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const reset = () => {
    setFile(null);
    setPreview(null);
  };
  const save = async () => {
    if (!file) return;
    const done = await upload({ id: user.id, pictureUploadRequest: { file } }).unwrap().then(
      () => true,
      () => false,
    );
    if (done) {
      notifySuccess(texts.saved);
      reset();
    }
  };

  return (
    <Panel title={texts.title}>
      <Flex gap="large" align="center" wrap>
        {preview ? (
          <img
            src={preview}
            alt={texts.preview}
            width={PREVIEW}
            height={PREVIEW}
            style={{ objectFit: 'cover', borderRadius: '50%', flex: 'none' }}
          />
        ) : (
          <PersonAvatar name={name} pictureUrl={user.profileImageUrl} size={PREVIEW} />
        )}
        <Flex vertical gap="small" style={{ flex: '1 1 240px' }}>
          <Typography.Text>{texts.lead}</Typography.Text>
          <Typography.Text type="secondary">{texts.hint}</Typography.Text>
          {localError && (
            <Typography.Text type="danger" role="alert">
              {localError}
            </Typography.Text>
          )}
          <input ref={input} type="file" accept={kind.accept} hidden onChange={(e) => choose(e.target.files?.[0])} aria-label={texts.choose} />
          <Flex gap="small" wrap>
            {file ? (
              <>
                <Button type="primary" loading={uploading.isLoading} onClick={() => void save()}>
                  {texts.upload}
                </Button>
                <Button onClick={reset} disabled={uploading.isLoading}>
                  {texts.cancel}
                </Button>
              </>
            ) : (
              <>
                <Button icon={<PictureOutlined />} onClick={() => input.current?.click()}>
                  {user.profileImageUrl ? texts.change : texts.choose}
                </Button>
                {user.profileImageUrl && (
                  <Popconfirm title={texts.removeConfirm} onConfirm={() => void remove({ id: user.id }).unwrap().then(() => notifySuccess(texts.removed), () => undefined)}>
                    <Button danger icon={<DeleteOutlined />} loading={removing.isLoading}>
                      {texts.remove}
                    </Button>
                  </Popconfirm>
                )}
              </>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Panel>
  );
}
