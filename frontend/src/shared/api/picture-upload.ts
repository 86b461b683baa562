/** A picture or a ZIP as the server's upload parser reads it: multipart, the file in `file` (codegen would send JSON). */
export function fileUploadBody({ file }: { file: Blob }, name = 'picture'): FormData {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : name);
  return body;
}
