import { Alert, Button, Modal, Steps } from 'antd';
import { useCallback, useState } from 'react';
import { membersTexts } from '../../../locales/ja-JP/members';
import type { MemberCsvPreviewResponse, MemberImportJobResponse } from '../../../shared/api/generated/company-members';
import { useCompanyMembersImportCompanyMembersMutation, useCompanyMembersPreviewCompanyMemberImportMutation } from '../api/members-api';
import { CsvFilePicker } from './CsvFilePicker';
import { CsvImportProgress } from './CsvImportProgress';
import { CsvImportResult } from './CsvImportResult';
import { CsvPreview } from './CsvPreview';
import '../write-failures';

const texts = membersTexts.csv;

type Stage =
  | { step: 'upload' }
  | { step: 'preview'; file: File; preview: MemberCsvPreviewResponse }
  | { step: 'importing'; started: MemberImportJobResponse }
  | { step: 'done'; job: MemberImportJobResponse };

const stepIndex = { upload: 0, preview: 1, importing: 2, done: 3 } as const;

/**
 * CSV bulk registration: pick a file, see every row with its problems (nothing is registered
 * yet), register the valid rows (a background job on the server: a progress bar while it runs,
 * and closing the dialog does not stop it), see what was registered and skipped. The file goes to
 * the server as it is; the server reads UTF-8 or Shift_JIS.
 */
export function CsvImportDialog({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>({ step: 'upload' });
  const [file, setFile] = useState<File | null>(null);
  const [previewCsv, previewing] = useCompanyMembersPreviewCompanyMemberImportMutation();
  const [importCsv, importing] = useCompanyMembersImportCompanyMembersMutation();

  const preview = async () => {
    if (!file) return;
    try {
      const result = await previewCsv({ memberCsvUploadRequest: { file, teamId } }).unwrap();
      setStage({ step: 'preview', file, preview: result });
    } catch {
      // Shown by the write-failure listener.
    }
  };

  const register = async (chosen: File) => {
    try {
      const started = await importCsv({ memberCsvUploadRequest: { file: chosen, teamId } }).unwrap();
      setStage({ step: 'importing', started });
    } catch {
      // Shown by the write-failure listener.
    }
  };

  const ended = useCallback((job: MemberImportJobResponse) => setStage({ step: 'done', job }), []);

  const footer = {
    upload: [
      <Button key="cancel" onClick={onClose}>
        {membersTexts.common.cancel}
      </Button>,
      <Button key="preview" type="primary" disabled={!file} loading={previewing.isLoading} onClick={preview}>
        {texts.preview}
      </Button>,
    ],
    preview:
      stage.step === 'preview'
        ? [
            <Button key="back" onClick={() => setStage({ step: 'upload' })}>
              {texts.back}
            </Button>,
            <Button
              key="import"
              type="primary"
              disabled={stage.preview.validCount === 0}
              loading={importing.isLoading}
              onClick={() => register(stage.file)}
            >
              {texts.importRows(stage.preview.validCount)}
            </Button>,
          ]
        : [],
    importing: [
      <Button key="close" onClick={onClose}>
        {texts.close}
      </Button>,
    ],
    done: [
      <Button key="close" type="primary" onClick={onClose}>
        {texts.close}
      </Button>,
    ],
  }[stage.step];

  return (
    <Modal open title={texts.title} width={stage.step === 'preview' ? 960 : 640} onCancel={onClose} footer={footer} mask={{ closable: false }}>
      <Steps
        size="small"
        current={stepIndex[stage.step]}
        items={[{ title: texts.steps.upload }, { title: texts.steps.preview }, { title: texts.steps.importing }, { title: texts.steps.done }]}
        style={{ marginBlock: 16 }}
      />
      {stage.step === 'upload' && <CsvFilePicker file={file} onChange={setFile} />}
      {stage.step === 'preview' && <CsvPreview preview={stage.preview} />}
      {stage.step === 'importing' && <CsvImportProgress started={stage.started} onEnd={ended} />}
      {stage.step === 'done' && stage.job.state !== 'done' && <Alert type="error" showIcon title={texts.stopped} description={stage.job.error} />}
      {stage.step === 'done' && <CsvImportResult result={stage.job.progress} />}
    </Modal>
  );
}
