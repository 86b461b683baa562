import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Upload } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { membersTexts } from '../../../locales/ja-JP/members';
import { memberCsvTemplate } from '../lib/member-csv-template';
import { CSV_TYPE, UTF8_BOM, saveBlob } from '../../../shared/lib/download';

const texts = membersTexts.csv;

/** Choosing the CSV file (kept in the browser until the preview sends it) and the template download. */
export function CsvFilePicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  return (
    <Flex vertical gap="middle">
      <Upload.Dragger
        accept=".csv,text/csv"
        maxCount={1}
        fileList={file ? [{ uid: 'chosen', name: file.name, size: file.size, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          onChange(chosen);
          // Keep the file here: the preview and the import send it themselves.
          return false;
        }}
        onRemove={() => onChange(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{texts.dropText}</p>
        <p className="ant-upload-hint">{texts.dropHint}</p>
      </Upload.Dragger>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {texts.formatHint}
      </Typography.Paragraph>
      <div>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          style={{ paddingInline: 0 }}
          onClick={() => saveBlob(new Blob([UTF8_BOM, memberCsvTemplate()], { type: CSV_TYPE }), texts.templateFileName)}
        >
          {texts.template}
        </Button>
      </div>
    </Flex>
  );
}
