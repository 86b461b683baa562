import { UploadOutlined } from '@ant-design/icons';
import type { FileKind } from '@pivot/rules';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { pickedFileProblem } from '../api/picture-upload';

/** The texts of a file field: its label, the button, the hint under it, and what an empty pick says. */
export interface PickedFileTexts {
  label: string;
  choose: string;
  hint: string;
  required: string;
}

/**
 * One file picked in a `FormDialog` (its value the antd file list, one file at most), checked for a
 * quick answer by the shared `pickedFileProblem` with the file kind of `@pivot/rules`; the server
 * reads the bytes again. An event's material and its recording are picked with it.
 */
export function PickedFileField({ name, kind, texts }: { name: string; kind: FileKind; texts: PickedFileTexts }) {
  return (
    <Form.Item
      name={name}
      label={texts.label}
      valuePropName="fileList"
      getValueFromEvent={(change: { fileList: UploadFile[] }) => change.fileList.slice(-1)}
      extra={texts.hint}
      rules={[
        {
          validator: async (_rule, value: UploadFile[] | undefined) => {
            const picked = value?.[0]?.originFileObj;
            if (!picked) throw new Error(texts.required);
            const problem = pickedFileProblem(picked, kind);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <Upload accept={kind.accept} maxCount={1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>{texts.choose}</Button>
      </Upload>
    </Form.Item>
  );
}
