/** Hands a file to the browser's download (an object URL on a temporary link). */
export function saveFile(filename: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Excel reads a UTF-8 CSV as UTF-8 only with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** A file name without the characters Windows and macOS refuse. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]/g, '_');
}
