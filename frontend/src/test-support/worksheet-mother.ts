import type { WorksheetResponse } from '../shared/api/generated/companion';
import { worksheetMotifs } from '../shared/content/companion';

export function aWorksheet(overrides: Partial<WorksheetResponse> = {}): WorksheetResponse {
  return { id: 'mvv', title: 'MVVシート', category: '組織マネジメント', description: 'ミッション・ビジョン・バリューを書き出します。', ...overrides };
}

/** A catalogue of the server's 26 ids: the iceberg sheets in 氷山理論 (titles starting 氷山), the others in セルフマネジメント. */
export function aCatalogue(): WorksheetResponse[] {
  return Object.keys(worksheetMotifs).map((id) =>
    id.startsWith('iceberg') ? aWorksheet({ id, title: `氷山 ${id}`, category: '氷山理論' }) : aWorksheet({ id, title: `シート ${id}`, category: 'セルフマネジメント' }),
  );
}
