import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Upload } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useState } from 'react';
import { FILE_KINDS } from '@pivot/rules';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { MemberPictureImportResponse, MemberPictureImportResult } from '../../../shared/api/generated/member-pictures';
import { memberPicturesApi } from '../api/members-api';
import '../write-failures';

const texts = membersTexts.pictures;
const kind = FILE_KINDS.pictureArchive;

/**
 * Profile pictures in bulk (decision 0095): a ZIP of images named by the members' e-mail
 * addresses; the server answers each file's result, shown as a list.
 */
export function PictureImportDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [result, setResult] = useState<MemberPictureImportResponse | null>(null);
  const [upload, uploading] = memberPicturesApi.useMemberPicturesImportMemberPicturesMutation();

  const send = async () => {
    if (!file) return;
    const answer = await upload({ teamId, pictureFileRequest: { file } }).unwrap().catch(() => null);
    if (answer) setResult(answer);
  };

  return (
    <Modal
      open
      title={texts.title}
      onCancel={onClose}
      width={720}
      footer={
        result ? (
          <Button type="primary" onClick={onClose}>
            {texts.close}
          </Button>
        ) : (
          <Button type="primary" disabled={!file} loading={uploading.isLoading} onClick={() => void send()}>
            {texts.upload}
          </Button>
        )
      }
    >
      {result ? (
        <Flex vertical gap="middle">
          <Alert type={result.matched > 0 ? 'success' : 'warning'} showIcon message={texts.summary(result.matched, result.results.length)} />
          <Table<MemberPictureImportResult>
            size="small"
            rowKey={(r, i) => `${r.fileName}-${i}`}
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={result.results}
            columns={[
              { key: 'file', title: texts.file, dataIndex: 'fileName', render: (name: string) => <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name}</Typography.Text> },
              { key: 'member', title: texts.member, dataIndex: 'memberName', render: (name: string | null) => name ?? '—' },
              {
                key: 'status',
                title: texts.result,
                dataIndex: 'status',
                render: (status: MemberPictureImportResult['status']) => (
                  <Typography.Text type={status === 'matched' ? 'success' : 'warning'}>{texts.status[status]}</Typography.Text>
                ),
              },
            ]}
          />
        </Flex>
      ) : (
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ margin: 0 }}>{texts.lead}</Typography.Paragraph>
          <Upload.Dragger
            accept={kind.accept}
            maxCount={1}
            beforeUpload={(chosen) => {
              setTooLarge(chosen.size > kind.maxBytes);
              setFile(chosen.size > kind.maxBytes ? null : chosen);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'zip', name: file.name, status: 'done' }] : []}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{texts.choose}</p>
            <p className="ant-upload-hint">{texts.hint}</p>
          </Upload.Dragger>
          {tooLarge && <Alert type="error" showIcon message={kind.tooLarge} />}
        </Flex>
      )}
    </Modal>
  );
}
