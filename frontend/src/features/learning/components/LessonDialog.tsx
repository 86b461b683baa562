import { VideoCameraAddOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { useRef, useState } from 'react';
import { FILE_KINDS, LEARNING_LIMITS } from '@pivot/rules';
import { learningVideoApi } from '../api/learning-video-api';
import { learningTexts as texts } from '../../../locales/ja-JP/learning';
import { useLearningCreateMutation, useLearningUpdateMutation, type LearningContentResponse, type SaveLearningContentRequest } from '../../../shared/api/generated/learning';
import { PosterField, type PosterChoice } from './PosterField';
import { notifySuccess } from '../../../shared/ui/notify';
import { pickedFileProblem } from '../../../shared/api/picture-upload';
import '../write-failures';

const fields = texts.admin.fields;
const required = (label: string) => [{ required: true, whitespace: true, message: texts.admin.required(label) }];

const videoKind = FILE_KINDS.video;

/**
 * An author adds a reading lesson or a video, or edits one (`content`): a file uploaded through the
 * storage platform (its length and poster frame read by the server) or an external link, optional
 * WebVTT captions, and for an uploaded video a poster of the author's own (decision 0109), uploaded
 * on save; removing it shows the frame again. The size and type are checked here for a quick
 * answer; the server checks every rule again.
 */
export function LessonDialog({ open, onClose, content }: { open: boolean; onClose: () => void; content?: LearningContentResponse }) {
  const [form] = Form.useForm<SaveLearningContentRequest & { tagsText?: string }>();
  const [create, creating] = useLearningCreateMutation();
  const [update, updating] = useLearningUpdateMutation();
  const [posterUpload, uploadingPoster] = learningVideoApi.useLearningUploadPosterMutation();
  const [poster, setPoster] = useState<PosterChoice>({ kind: 'keep' });
  const savedVideo = content?.videoFile ?? null;
  const contentType = Form.useWatch('contentType', form);
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, uploading] = learningVideoApi.useLearningUploadVideoMutation();

  function choose(chosen: File | undefined) {
    setFile(null);
    const problem = chosen ? pickedFileProblem(chosen, videoKind) : null;
    setFileError(problem);
    if (chosen && !problem) setFile(chosen);
  }

  /** Closing forgets what was chosen and not saved: the next opening starts from the lesson as it is. */
  function close() {
    form.resetFields();
    setFile(null);
    setFileError(null);
    setPoster({ kind: 'keep' });
    onClose();
  }

  async function submit() {
    const { tagsText, ...values } = await form.validateFields();
    try {
      const isVideo = values.contentType === 'video';
      const uploaded = isVideo && file ? await upload({ lessonVideoUploadRequest: { file } }).unwrap() : null;
      const videoFileId = uploaded?.fileId ?? (isVideo ? (savedVideo?.fileId ?? null) : null);
      const ownPoster = isVideo && poster.kind === 'new' ? await posterUpload({ lessonPosterUploadRequest: { file: poster.file } }).unwrap() : null;
      const saveLearningContentRequest: SaveLearningContentRequest = {
        ...values,
        videoFileId,
        posterFileId: ownPoster?.fileId ?? (poster.kind === 'keep' ? (savedVideo?.posterFileId ?? null) : null),
        captions: isVideo && values.captions?.trim() ? values.captions : null,
        tags: (tagsText ?? '').split(/[,、\s]+/).filter((tag) => tag.length > 0),
        videoUrl: isVideo && !videoFileId ? values.videoUrl : null,
        body: values.contentType === 'reading' ? values.body : null,
        thumbnailUrl: values.thumbnailUrl || null,
      };
      if (content) {
        await update({ id: content.id, 'If-Match': String(content.revision), saveLearningContentRequest }).unwrap();
        notifySuccess(texts.admin.saved);
      } else {
        await create({ saveLearningContentRequest }).unwrap();
        notifySuccess(texts.admin.created);
      }
      close();
    } catch {
      // Shown by the write-failure listener.
    }
  }

  const hasVideo = file !== null || savedVideo !== null;

  return (
    <Modal
      open={open}
      title={content ? texts.admin.editTitle : texts.admin.add}
      okText={content ? texts.admin.save : texts.admin.create}
      cancelText={texts.admin.cancel}
      onOk={submit}
      onCancel={close}
      confirmLoading={creating.isLoading || updating.isLoading || uploading.isLoading || uploadingPoster.isLoading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={content ? initialValuesOf(content) : { contentType: 'reading', difficulty: 'beginner', category: 'one_on_one_basics', durationMinutes: 5, isPublic: true }}>
        <Form.Item name="title" label={fields.title} rules={required(fields.title)}>
          <Input maxLength={LEARNING_LIMITS.title.max} />
        </Form.Item>
        <Form.Item name="description" label={fields.description} rules={required(fields.description)}>
          <Input.TextArea rows={2} maxLength={LEARNING_LIMITS.description.max} />
        </Form.Item>
        <Form.Item name="contentType" label={fields.contentType}>
          <Select options={Object.entries(texts.contentTypes).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {contentType === 'video' ? (
          <>
            <Form.Item
              label={fields.videoFile}
              help={fileError ?? (file ? texts.admin.chosenFile(file.name) : savedVideo ? texts.admin.keptVideo : texts.admin.videoFileHint)}
              validateStatus={fileError ? 'error' : undefined}
            >
              <input ref={picker} type="file" hidden accept={videoKind.accept} aria-label={fields.videoFile} onChange={(event) => choose(event.target.files?.[0])} />
              <Button icon={<VideoCameraAddOutlined />} onClick={() => picker.current?.click()}>
                {texts.admin.chooseVideo}
              </Button>
            </Form.Item>
            {hasVideo && (
              <PosterField
                ownSrc={savedVideo?.posterFileId ? savedVideo.posterSrc : null}
                frameSrc={file ? null : (savedVideo?.framePosterSrc ?? null)}
                choice={poster}
                onChange={setPoster}
              />
            )}
            <Form.Item name="videoUrl" label={fields.videoUrl} rules={hasVideo ? [] : [...required(fields.videoUrl), { type: 'url', message: fields.videoUrl }]}>
              <Input inputMode="url" disabled={hasVideo} />
            </Form.Item>
            <Form.Item name="captions" label={fields.captions} extra={<Typography.Text type="secondary">{texts.admin.captionsHint}</Typography.Text>}>
              <Input.TextArea rows={4} placeholder={'WEBVTT\n\n00:00.000 --> 00:04.000\n字幕の文'} />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="body" label={fields.body} rules={required(fields.body)}>
            <Input.TextArea rows={6} />
          </Form.Item>
        )}
        <Form.Item name="thumbnailUrl" label={fields.thumbnailUrl}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="durationMinutes" label={fields.durationMinutes} rules={[{ required: true, message: texts.admin.required(fields.durationMinutes) }]}>
          <InputNumber min={1} max={600} precision={0} />
        </Form.Item>
        <Form.Item name="difficulty" label={fields.difficulty}>
          <Select options={Object.entries(texts.difficulty).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="category" label={fields.category}>
          <Select options={Object.entries(texts.categories).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="tagsText" label={fields.tags}>
          <Input placeholder="1on1, 傾聴" />
        </Form.Item>
        <Form.Item name="isPublic" label={fields.isPublic} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The form's fields as the lesson has them (tags as one line). */
function initialValuesOf(content: LearningContentResponse): SaveLearningContentRequest & { tagsText?: string } {
  return {
    title: content.title,
    description: content.description,
    contentType: content.contentType,
    videoUrl: content.videoUrl,
    thumbnailUrl: content.thumbnailUrl,
    durationMinutes: content.durationMinutes,
    difficulty: content.difficulty,
    category: content.category,
    tagsText: content.tags.join(', '),
    body: content.body,
    isPublic: content.isPublic,
    captions: content.captions,
  };
}
