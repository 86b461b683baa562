import { FILE_MESSAGES, type FileKind } from '@pivot/rules';
/** A picture or a ZIP as the server's upload parser reads it: multipart, the file in `file` (codegen would send JSON). */
export function fileUploadBody({ file }: { file: Blob }, name = 'picture'): FormData {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : name);
  return body;
}

/** Why a picked file cannot be sent (a quick answer; the server checks the bytes again), or null. */
export function pickedFileProblem(file: Blob, kind: FileKind): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > kind.maxBytes) return kind.tooLarge;
  if (!kind.types.includes(file.type)) return kind.wrongType;
  return null;
}
