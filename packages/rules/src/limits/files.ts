/**
 * What each kind of uploaded file may be (decision 0095): its size limit, the types its bytes
 * must have (sniffed, never the name or the header) and the Japanese messages of a refusal. The
 * server's upload parser and the client's file pickers read the same table.
 */
export interface FileKind {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The MIME types the content must be, as read from its first bytes. */
  types: readonly string[];
  /** The file picker's `accept`. */
  accept: string;
  /** Over `maxBytes` (413). */
  tooLarge: string;
  /** Another type than `types` (415). */
  wrongType: string;
}

const MB = 1024 * 1024;

export const FILE_KINDS = {
  /** A profile picture: re-encoded, cropped square, stored at 512 and 128 px. */
  picture: {
    maxBytes: 10 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    accept: 'image/jpeg,image/png,image/webp',
    tooLarge: 'プロフィール画像は10MB以内のファイルを選んでください',
    wrongType: 'プロフィール画像はJPEG・PNG・WebP形式の画像を選んでください',
  },
  /** A lesson video's own poster (decision 0109): re-encoded as WebP, at most 1280x720, no metadata. */
  poster: {
    maxBytes: 10 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    accept: 'image/jpeg,image/png,image/webp',
    tooLarge: 'ポスター画像は10MB以内のファイルを選んでください',
    wrongType: 'ポスター画像はJPEG・PNG・WebP形式の画像を選んでください',
  },
  /** Profile pictures in bulk: a ZIP of images named by e-mail address. */
  pictureArchive: {
    maxBytes: 100 * MB,
    types: ['application/zip'],
    accept: '.zip,application/zip',
    tooLarge: 'ZIPファイルは100MB以内にしてください',
    wrongType: 'ZIP形式のファイルを選んでください',
  },
  /** A video (the video library, event recordings). */
  video: {
    maxBytes: 2 * 1024 * MB,
    types: ['video/mp4', 'video/webm', 'video/quicktime'],
    accept: 'video/mp4,video/webm,video/quicktime',
    tooLarge: '動画は2GB以内のファイルを選んでください',
    wrongType: '動画はMP4・WebM・MOV形式のファイルを選んでください',
  },
  /** An event's material (slides, documents, images), attached by its host (decision 0097). */
  eventMaterial: {
    maxBytes: 50 * MB,
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
      'image/jpeg',
      'image/webp',
    ],
    accept: '.pdf,.pptx,.docx,.xlsx,.png,.jpg,.jpeg,.webp',
    tooLarge: '資料は50MB以内のファイルを選んでください',
    wrongType: '資料はPDF・PowerPoint・Word・Excel（OOXML形式）・PNG・JPEG・WebPのファイルを選んでください',
  },
} as const satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof FILE_KINDS;

/** Refusals every kind shares. */
export const FILE_MESSAGES = {
  empty: 'ファイルが空です。中身のあるファイルを選んでください',
  missing: 'file: ファイルを添付してください',
  tooManyFiles: 'ファイルは1つずつ送ってください',
  unreadableImage: '画像を読み取れませんでした。別の画像を選んでください',
} as const;

