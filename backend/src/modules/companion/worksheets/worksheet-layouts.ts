import type { WorksheetId } from './worksheet-catalogue.js';
import { ACCENT, ACCENT_SOFT, INK, MUTED, PRIMARY, PRIMARY_SOFT, type Area, type SheetCanvas, type WorksheetLayout } from './worksheet-pdf.js';

// The blank sheet of each worksheet, drawn in the area between header and footer. Each has its
// own figure (the iceberg, the circles, the pedals, the map...) and places to write.

const ICEBERG_LAYERS = ['行動・結果（見える部分）', '思考（どう考えたか）', '感情（どう感じたか）', '価値観・思い込み（大切にしていること）'];

/** An iceberg on the left with a labelled writing box for each layer on the right. */
function icebergWithLayers(c: SheetCanvas, a: Area, layers: readonly string[]): void {
  const waterY = a.y + a.height * 0.22;
  const figureWidth = a.width * 0.42;
  c.dashed(a.x, waterY, a.x + figureWidth, waterY);
  c.text('水面', a.x, waterY - 14, { size: 8, color: MUTED });
  c.iceberg(a.x + figureWidth / 2, waterY, figureWidth, a.height * 0.7);
  const boxX = a.x + figureWidth + 16;
  const boxWidth = a.width - figureWidth - 16;
  const above = waterY - a.y - 10;
  c.box(boxX, a.y, boxWidth, above, layers[0], { fill: '#FFFFFF' });
  const below = (a.y + a.height - waterY - 10) / (layers.length - 1);
  layers.slice(1).forEach((label, i) => c.box(boxX, waterY + 10 + i * below, boxWidth, below - 8, label, { fill: i % 2 === 0 ? PRIMARY_SOFT : '#FFFFFF' }));
}

/** `count` boxes in a grid of `columns`. */
function grid(c: SheetCanvas, a: Area, labels: readonly string[], columns: number, options: { fill?: string; hints?: readonly string[] } = {}): void {
  const rows = Math.ceil(labels.length / columns);
  const gap = 10;
  const w = (a.width - gap * (columns - 1)) / columns;
  const h = (a.height - gap * (rows - 1)) / rows;
  labels.forEach((label, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    c.box(a.x + col * (w + gap), a.y + row * (h + gap), w, h, label, { fill: options.fill, hint: options.hints?.[i] });
  });
}

const split = (a: Area, topHeight: number): [Area, Area] => [
  { ...a, height: topHeight },
  { x: a.x, y: a.y + topHeight + 12, width: a.width, height: a.height - topHeight - 12 },
];

export const WORKSHEET_LAYOUTS: Record<WorksheetId, WorksheetLayout> = {
  'climbing-team': (c, a) => {
    const [figure, rest] = split(a, a.height * 0.45);
    const base = figure.y + figure.height;
    const peakX = figure.x + figure.width * 0.55;
    c.polygon([[figure.x, base], [peakX, figure.y + 20], [figure.x + figure.width, base]], PRIMARY_SOFT);
    c.polygon([[peakX - 30, figure.y + 20 + 40], [peakX, figure.y + 20], [peakX + 34, figure.y + 20 + 45]], '#FFFFFF');
    c.doc.moveTo(peakX, figure.y + 20).lineTo(peakX, figure.y).lineWidth(1.2).strokeColor(ACCENT).stroke();
    c.polygon([[peakX, figure.y], [peakX + 18, figure.y + 5], [peakX, figure.y + 10]], ACCENT, ACCENT);
    c.box(figure.x + figure.width - 170, figure.y, 170, 70, '頂上（チームの目標）');
    c.box(figure.x, figure.y, 170, 70, 'いつまでに登る？');
    c.circle(figure.x + figure.width * 0.3, base - figure.height * 0.3, 7, ACCENT, ACCENT);
    c.text('いまいる場所', figure.x + figure.width * 0.3 + 12, base - figure.height * 0.3 - 6, { size: 9, bold: true, color: ACCENT });
    c.table(rest.x, rest.y, rest.width, ['メンバー', '役割', '持っている装備（強み）', '足りない装備'], 5, { rowHeight: (rest.height - 22) / 5, firstColumn: 100 });
  },
  'team-comparison': (c, a) => {
    const aspects = ['目標の共有', 'コミュニケーション', '役割分担', '信頼関係', '挑戦と失敗の扱い', 'リーダーの関わり'];
    const [table, rest] = split(a, a.height * 0.78);
    c.table(table.x, table.y, table.width, ['観点', 'うまくいっているチーム', '苦しんでいるチーム'], aspects, { rowHeight: (table.height - 22) / aspects.length, firstColumn: 120 });
    c.box(rest.x, rest.y, rest.width, rest.height, '明日から変えられること（一つ）', { fill: ACCENT_SOFT, stroke: ACCENT });
  },
  'iceberg-blank': (c, a) => {
    const waterY = a.y + a.height * 0.25;
    c.dashed(a.x, waterY, a.x + a.width, waterY);
    c.text('水面', a.x, waterY - 14, { size: 8, color: MUTED });
    c.text('見える', a.x + a.width - 40, waterY - 14, { size: 8, color: MUTED });
    c.text('見えない', a.x + a.width - 48, waterY + 4, { size: 8, color: MUTED });
    c.iceberg(a.x + a.width / 2, waterY, a.width * 0.9, a.height * 0.72);
  },
  'iceberg-basic': (c, a) => icebergWithLayers(c, a, ICEBERG_LAYERS),
  'iceberg-size': (c, a) => {
    const half = (a.width - 16) / 2;
    const waterY = a.y + 110;
    for (const [i, who] of ['自分の氷山', '相手の氷山'].entries()) {
      const x = a.x + i * (half + 16);
      c.box(x, a.y, half, 90, `${who}：見えている行動`);
      c.dashed(x, waterY, x + half, waterY);
      c.iceberg(x + half / 2, waterY + 2, half * (i === 0 ? 0.9 : 0.7), a.height * (i === 0 ? 0.42 : 0.3), 0.05);
      c.box(x, waterY + a.height * 0.46, half, a.height - (waterY - a.y) - a.height * 0.46, `${who}：水面下にあるもの（経験・背景・想い）`);
    }
  },
  'iceberg-shape': (c, a) => {
    const layers = ['行動', '思考', '感情', '価値観', '思い込み'];
    const rowHeight = a.height / (layers.length + 1);
    c.text('いまの大きさに印をつける（小 ← → 大）', a.x + 90, a.y, { size: 9, bold: true, color: PRIMARY });
    layers.forEach((layer, i) => {
      const y = a.y + 24 + i * rowHeight;
      c.text(layer, a.x, y + 8, { size: 11, bold: true });
      for (let step = 0; step < 5; step += 1) c.circle(a.x + 100 + step * 34, y + 14, 9 + step * 1.5, step === 2 ? PRIMARY_SOFT : '#FFFFFF');
      c.box(a.x + 290, y, a.width - 290, rowHeight - 8, 'そう思う理由');
    });
    c.box(a.x, a.y + 24 + layers.length * rowHeight, a.width, rowHeight - 30, 'わたしの氷山の形を一言で', { fill: ACCENT_SOFT, stroke: ACCENT });
  },
  'iceberg-model': (c, a) => {
    const rows = ['行動', '思考', '価値観'];
    c.table(a.x, a.y, a.width, ['層', 'いまの自分', 'ありたい姿'], rows, { rowHeight: (a.height * 0.78 - 22) / rows.length, firstColumn: 70 });
    const y = a.y + a.height * 0.78 + 12;
    c.arrow(a.x + a.width / 2 - 60, y + 18, a.x + a.width / 2 + 60, y + 18);
    c.box(a.x, y + 36, a.width, a.height * 0.22 - 48, '変えるために最初に見直す思い込み', { fill: ACCENT_SOFT, stroke: ACCENT });
  },
  'iceberg-example': (c, a) => {
    const [top, rest] = split(a, 80);
    c.box(top.x, top.y, top.width, top.height, '起きた場面（いつ・どこで・何が）');
    const half = (rest.width - 16) / 2;
    for (const [i, who] of ['Aさん', 'Bさん'].entries()) {
      const x = rest.x + i * (half + 16);
      c.text(who, x, rest.y, { size: 11, bold: true, color: PRIMARY });
      const layers = ['行動', '思考', '感情', '価値観'];
      const h = (rest.height - 20) / layers.length;
      layers.forEach((layer, j) => c.box(x, rest.y + 20 + j * h, half, h - 8, layer, { fill: j === 0 ? '#FFFFFF' : PRIMARY_SOFT }));
    }
  },
  'iceberg-growth': (c, a) => {
    const stages = ['3か月前', 'いま', '3か月後'];
    const w = (a.width - 40) / 3;
    const waterY = a.y + 40;
    c.dashed(a.x, waterY, a.x + a.width, waterY);
    stages.forEach((stage, i) => {
      const x = a.x + i * (w + 20);
      c.text(stage, x, a.y, { width: w, size: 12, bold: true, color: PRIMARY, align: 'center' });
      c.iceberg(x + w / 2, waterY, w * (0.6 + i * 0.2), a.height * (0.22 + i * 0.08), 0.1);
      c.box(x, a.y + a.height * 0.48, w, a.height * 0.52, i === 2 ? '育てたいもの' : '水面下にあったもの');
      if (i < 2) c.arrow(x + w + 2, a.y + a.height * 0.3, x + w + 18, a.y + a.height * 0.3);
    });
  },
  'iceberg-summary': (c, a) => grid(c, a, ['気づいたこと', '明日からの行動', '周りの人への関わり方', '一番心に残った言葉'], 2, { hints: ['氷山理論を学んで、自分について気づいたこと', '小さく、具体的に', '相手の水面下を想像して', ''] }),
  'music-circle': (c, a) => {
    const cx = a.x + a.width / 2;
    const cy = a.y + a.height * 0.32;
    const r = a.height * 0.24;
    c.circle(cx, cy, r, PRIMARY_SOFT);
    c.circle(cx, cy, r * 0.35, '#FFFFFF');
    c.text('サークルの\n目的', cx - 30, cy - 14, { width: 60, size: 9, bold: true, align: 'center', color: PRIMARY });
    const roles = ['リーダー', '演奏の中心', '盛り上げ役', '新メンバー', '裏方', '迷っている人'];
    roles.forEach((role, i) => {
      const angle = (i / roles.length) * Math.PI * 2 - Math.PI / 2;
      const px = cx + Math.cos(angle) * r * 0.72;
      const py = cy + Math.sin(angle) * r * 0.72;
      c.circle(px, py, 20, '#FFFFFF', ACCENT);
      c.text(role, px - 40, py + 22, { width: 80, size: 8, align: 'center', color: INK });
    });
    const y = cy + r + 30;
    c.table(a.x, y, a.width, ['役割', 'あなたのチームでは誰？', 'その人にかけたい言葉'], roles, { rowHeight: (a.y + a.height - y - 22) / roles.length, firstColumn: 100 });
  },
  'accelerator-brake': (c, a) => {
    const half = (a.width - 20) / 2;
    const pedalY = a.y + 10;
    c.doc.roundedRect(a.x + half * 0.35, pedalY, half * 0.3, 90, 8).lineWidth(1).fillAndStroke(ACCENT_SOFT, ACCENT);
    c.text('アクセル', a.x + half * 0.35, pedalY + 38, { width: half * 0.3, size: 11, bold: true, color: ACCENT, align: 'center' });
    c.doc.roundedRect(a.x + half + 20 + half * 0.3, pedalY + 30, half * 0.4, 60, 8).lineWidth(1).fillAndStroke(PRIMARY_SOFT, PRIMARY);
    c.text('ブレーキ', a.x + half + 20 + half * 0.3, pedalY + 52, { width: half * 0.4, size: 11, bold: true, color: PRIMARY, align: 'center' });
    const y = pedalY + 110;
    const h = a.y + a.height - y - 110;
    c.box(a.x, y, half, h, '踏み出させてくれるもの', { fill: ACCENT_SOFT, stroke: ACCENT, hint: '人・言葉・経験・願い' });
    c.box(a.x + half + 20, y, half, h, '止めてしまうもの', { hint: '不安・思い込み・過去の失敗' });
    c.box(a.x, y + h + 12, a.width, 98, '緩めたいブレーキを一つ選び、そのためにできること', { fill: '#FFFFFF' });
  },
  'three-way-theory': (c, a) => {
    const r = a.height * 0.2;
    const cx = a.x + a.width / 2;
    const cy = a.y + r + 10;
    c.doc.fillOpacity(0.5);
    c.circle(cx - r * 0.6, cy, r, PRIMARY_SOFT);
    c.circle(cx + r * 0.6, cy, r, ACCENT_SOFT, ACCENT);
    c.circle(cx, cy + r * 0.95, r, '#E8F5EC', '#15803D');
    c.doc.fillOpacity(1);
    c.text('自分よし', cx - r * 1.35, cy - r * 0.3, { width: 70, size: 11, bold: true, color: PRIMARY });
    c.text('相手よし', cx + r * 0.75, cy - r * 0.3, { width: 70, size: 11, bold: true, color: ACCENT });
    c.text('世間よし', cx - 30, cy + r * 1.45, { width: 60, size: 11, bold: true, color: '#15803D', align: 'center' });
    c.text('重なり', cx - 20, cy + r * 0.3, { width: 40, size: 8, color: MUTED, align: 'center' });
    const y = cy + r * 2.1;
    const w = (a.width - 20) / 3;
    ['自分にとっての良さ', '相手にとっての良さ', '世間にとっての良さ'].forEach((label, i) => c.box(a.x + i * (w + 10), y, w, (a.y + a.height - y) * 0.62, label));
    c.box(a.x, y + (a.y + a.height - y) * 0.62 + 10, a.width, (a.y + a.height - y) * 0.38 - 10, '三つが重なる取り組み', { fill: ACCENT_SOFT, stroke: ACCENT });
  },
  'circle-of-influence': (c, a) => {
    const cx = a.x + a.width / 2;
    const r = Math.min(a.width / 2, a.height * 0.38);
    const cy = a.y + r;
    c.circle(cx, cy, r, '#FFFFFF');
    c.circle(cx, cy, r * 0.5, PRIMARY_SOFT);
    c.text('関心の輪（変えられないこと）', cx - r, a.y + 14, { width: 2 * r, size: 10, bold: true, color: MUTED, align: 'center' });
    c.text('影響の輪\n（自分が変えられること）', cx - r * 0.45, cy - r * 0.42, { width: r * 0.9, size: 10, bold: true, color: PRIMARY, align: 'center' });
    c.lines(cx - r * 0.38, cy - r * 0.15, r * 0.76, 4, 20);
    c.lines(cx - r * 0.85, cy + r * 0.5, r * 0.35, 3, 18);
    c.lines(cx + r * 0.5, cy + r * 0.5, r * 0.35, 3, 18);
    c.box(a.x, cy + r + 12, a.width, a.y + a.height - cy - r - 12, '影響の輪の中で、今週やること', { fill: ACCENT_SOFT, stroke: ACCENT });
  },
  'reduce-worries': (c, a) => {
    c.table(a.x, a.y, a.width, ['悩み', '事実（起きたこと）', '解釈（自分の受け取り方）', '次の一歩'], 5, { rowHeight: (a.height * 0.8 - 22) / 5 });
    c.box(a.x, a.y + a.height * 0.8 + 10, a.width, a.height * 0.2 - 10, '書き出してみて、小さくなった悩み', { fill: ACCENT_SOFT, stroke: ACCENT });
  },
  'child-brake': (c, a) => {
    const w = (a.width - 60) / 3;
    const h = a.height * 0.62;
    const labels = ['子どもの頃に言われた言葉・経験', 'いまの自分のブレーキ', 'いまの自分の言葉で書き換える'];
    labels.forEach((label, i) => {
      const x = a.x + i * (w + 30);
      c.box(x, a.y, w, h, label, { fill: i === 2 ? ACCENT_SOFT : i === 1 ? PRIMARY_SOFT : '#FFFFFF', stroke: i === 2 ? ACCENT : PRIMARY });
      if (i < 2) c.arrow(x + w + 4, a.y + h / 2, x + w + 26, a.y + h / 2);
    });
    c.box(a.x, a.y + h + 14, a.width, a.height - h - 14, 'その言葉をくれた人は、本当は何を願っていたのだろう');
  },
  'future-goals': (c, a) => {
    const steps = ['いま', '1年後', '3年後', '5年後'];
    const stepWidth = (a.width - 30) / steps.length;
    steps.forEach((step, i) => {
      const x = a.x + i * (stepWidth + 10);
      const lift = (steps.length - 1 - i) * 40;
      c.box(x, a.y + lift, stepWidth, a.height * 0.62 - lift, step, { fill: i === steps.length - 1 ? ACCENT_SOFT : '#FFFFFF', stroke: i === steps.length - 1 ? ACCENT : PRIMARY, hint: i === 0 ? 'いまの自分' : 'ありたい姿' });
    });
    c.arrow(a.x + 10, a.y + a.height * 0.62 + 14, a.x + a.width - 10, a.y + a.height * 0.62 + 14);
    c.box(a.x, a.y + a.height * 0.62 + 28, a.width, a.height * 0.38 - 28, '逆算して、今月取り組むこと');
  },
  mvv: (c, a) => {
    const cx = a.x + a.width * 0.28;
    const base = a.y + a.height * 0.62;
    const tiers = [
      { label: 'ミッション', sub: '何のために' },
      { label: 'ビジョン', sub: 'どこを目指す' },
      { label: 'バリュー', sub: '何を大切に' },
    ];
    const height = (base - a.y) / 3;
    tiers.forEach((tier, i) => {
      const topHalf = (a.width * 0.26 * i) / 3 + 10;
      const bottomHalf = (a.width * 0.26 * (i + 1)) / 3 + 10;
      const y = a.y + i * height;
      c.polygon([[cx - topHalf, y], [cx + topHalf, y], [cx + bottomHalf, y + height], [cx - bottomHalf, y + height]], i === 0 ? ACCENT_SOFT : PRIMARY_SOFT, i === 0 ? ACCENT : PRIMARY);
      c.text(tier.label, cx - 50, y + height / 2 - 8, { width: 100, size: 10, bold: true, align: 'center' });
      c.box(a.x + a.width * 0.56, y, a.width * 0.44, height - 8, `${tier.label}：${tier.sub}`);
    });
    c.box(a.x, base + 12, a.width, a.y + a.height - base - 12, 'バリューが表れた最近の行動（チームの誰かの例）', { fill: '#FFFFFF' });
  },
  'work-reasons': (c, a) => {
    const [left, right] = [
      { ...a, width: a.width * 0.48 },
      { x: a.x + a.width * 0.52, y: a.y, width: a.width * 0.48, height: a.height },
    ];
    c.box(left.x, left.y, left.width, left.height, '働く理由を思いつくだけ書き出す');
    c.text('重みの大きい順に並べ替える', right.x, right.y, { size: 10, bold: true, color: PRIMARY });
    const rows = 7;
    const h = (right.height - 24) / rows;
    for (let i = 0; i < rows; i += 1) {
      c.circle(right.x + 12, right.y + 24 + i * h + h / 2, 11, i === 0 ? ACCENT_SOFT : PRIMARY_SOFT, i === 0 ? ACCENT : PRIMARY);
      c.text(String(i + 1), right.x + 4, right.y + 24 + i * h + h / 2 - 7, { width: 16, size: 10, bold: true, align: 'center' });
      c.lines(right.x + 30, right.y + 24 + i * h + h / 2 - 18, right.width - 30, 1, 22);
    }
  },
  'growth-fruits': (c, a) => {
    const cx = a.x + a.width * 0.3;
    const crownY = a.y + a.height * 0.22;
    c.circle(cx, crownY, a.height * 0.2, '#E8F5EC', '#15803D');
    for (const [dx, dy] of [[-40, -20], [30, -40], [10, 30], [-20, 50], [50, 15]]) c.circle(cx + dx, crownY + dy, 9, ACCENT_SOFT, ACCENT);
    c.doc.rect(cx - 14, crownY + a.height * 0.19, 28, a.height * 0.35).lineWidth(1).fillAndStroke('#F3E8DA', '#92400E');
    const rootY = crownY + a.height * 0.54;
    for (const dx of [-50, -20, 20, 50]) c.doc.moveTo(cx, rootY).lineTo(cx + dx, rootY + 40).lineWidth(1.5).strokeColor('#92400E').stroke();
    const labels = ['果実（成果）', '枝（行動）', '幹（習慣）', '根（価値観）'];
    const boxX = a.x + a.width * 0.56;
    const h = a.height / labels.length;
    labels.forEach((label, i) => c.box(boxX, a.y + i * h, a.width * 0.44, h - 8, label, { fill: i === 0 ? ACCENT_SOFT : '#FFFFFF', stroke: i === 0 ? ACCENT : PRIMARY }));
    c.box(a.x, rootY + 56, a.width * 0.52, a.y + a.height - rootY - 64, '水や肥料になっているもの');
  },
  'rewards-scale': (c, a) => {
    const cx = a.x + a.width / 2;
    const beamY = a.y + 40;
    c.polygon([[cx, beamY], [cx - 30, beamY + 110], [cx + 30, beamY + 110]], PRIMARY_SOFT);
    c.doc.moveTo(a.x + 60, beamY + 10).lineTo(a.x + a.width - 60, beamY - 10).lineWidth(3).strokeColor(PRIMARY).stroke();
    for (const [x, y, fill] of [[a.x + 60, beamY + 10, ACCENT_SOFT], [a.x + a.width - 60, beamY - 10, PRIMARY_SOFT]] as const) {
      c.doc.moveTo(x, y).lineTo(x - 40, y + 50).moveTo(x, y).lineTo(x + 40, y + 50).lineWidth(0.8).strokeColor(MUTED).stroke();
      c.ellipse(x, y + 52, 50, 8, fill);
    }
    const y = beamY + 130;
    const half = (a.width - 20) / 2;
    const h = a.y + a.height - y - 100;
    c.box(a.x, y, half, h, '得ているもの（報酬）', { fill: ACCENT_SOFT, stroke: ACCENT, hint: 'お金・成長・仲間・感謝…' });
    c.box(a.x + half + 20, y, half, h, '差し出しているもの（負担）', { hint: '時間・体力・気づかい…' });
    c.box(a.x, y + h + 12, a.width, 88, 'いまはどちらに傾いている？ 釣り合わせるためにできること');
  },
  'rewards-attributes': (c, a) => {
    const kinds = ['金銭', '成長', '仲間', 'やりがい', '承認'];
    c.table(a.x, a.y, a.width, ['報酬の種類', 'いま得ているもの', 'もっと欲しいもの', '大切さ（1〜5）'], kinds, { rowHeight: (a.height * 0.8 - 22) / kinds.length, firstColumn: 90 });
    c.box(a.x, a.y + a.height * 0.8 + 10, a.width, a.height * 0.2 - 10, 'メンバーにとっての一番の報酬は何だろう', { fill: ACCENT_SOFT, stroke: ACCENT });
  },
  'growth-map': (c, a) => {
    const size = Math.min(a.width - 40, a.height * 0.66);
    const x0 = a.x + 30;
    const y0 = a.y + 6;
    const half = size / 2;
    const quadrants: [string, string][] = [
      ['マインド高・スキル低', PRIMARY_SOFT],
      ['マインド高・スキル高', ACCENT_SOFT],
      ['マインド低・スキル低', '#FFFFFF'],
      ['マインド低・スキル高', PRIMARY_SOFT],
    ];
    quadrants.forEach(([label, fill], i) => {
      const qx = x0 + (i % 2) * half;
      const qy = y0 + Math.floor(i / 2) * half;
      c.doc.rect(qx, qy, half, half).lineWidth(0.8).fillAndStroke(fill, PRIMARY);
      c.text(label, qx + 6, qy + 6, { size: 8, color: MUTED });
    });
    c.arrow(x0, y0 + size, x0 + size + 16, y0 + size, PRIMARY);
    c.arrow(x0, y0 + size, x0, y0 - 4, PRIMARY);
    c.text('スキル', x0 + size - 20, y0 + size + 4, { size: 9, bold: true, color: PRIMARY });
    c.text('マインド', a.x - 4, y0 + size / 2 - 20, { width: 14, size: 9, bold: true, color: PRIMARY });
    c.text('● いまの位置　★ 目指す位置　→ 道のり', x0 + size + 22 > a.x + a.width - 120 ? x0 : x0 + size + 22, y0 + size + 18, { size: 9, color: INK });
    const y = y0 + size + 38;
    c.table(a.x, y, a.width, ['メンバー', 'いま', '目指す姿', '道のり（次の一歩）'], 3, { rowHeight: (a.y + a.height - y - 22) / 3, firstColumn: 90 });
  },
  'growth-principles': (c, a) => {
    const principles = ['信じて任せる', '小さな成功を重ねる', '失敗から学べる場をつくる', '振り返りを習慣にする', '成長を言葉にして伝える'];
    c.table(a.x, a.y, a.width, ['原則', 'できていること', 'できていないこと', '次に試すこと'], principles, { rowHeight: (a.height - 22) / principles.length, firstColumn: 130 });
  },
  'perspective-view': (c, a) => {
    const cx = a.x + a.width / 2;
    const cy = a.y + a.height / 2;
    c.circle(cx, cy, 56, ACCENT_SOFT, ACCENT);
    c.text('出来事', cx - 40, cy - 40, { width: 80, size: 10, bold: true, color: ACCENT, align: 'center' });
    c.lines(cx - 44, cy - 30, 88, 3, 18);
    const views = ['自分から見ると', '相手から見ると', '上司から見ると', 'お客様から見ると', '10年後の自分から見ると'];
    const w = a.width * 0.4;
    const h = a.height * 0.28;
    const spots: [number, number][] = [
      [a.x, a.y],
      [a.x + a.width - w, a.y],
      [a.x, cy + 70],
      [a.x + a.width - w, cy + 70],
      [cx - w / 2, a.y + a.height - h * 0.62],
    ];
    views.forEach((view, i) => {
      const [x, y] = spots[i];
      const lowerHeight = a.y + a.height - h * 0.62 - 12 - (cy + 70);
      const boxHeight = i === 4 ? h * 0.62 : i >= 2 ? lowerHeight : h;
      c.box(x, y, w, boxHeight, view);
      c.dashed(x + w / 2, i < 2 ? y + boxHeight : y, cx + (x + w / 2 < cx ? -40 : x + w / 2 > cx ? 40 : 0), i < 2 ? cy - 40 : cy + 50, MUTED);
    });
  },
  'working-3-reasons': (c, a) => {
    const reasons = [
      { label: '生活のため', hint: '暮らし・家族・安心' },
      { label: '成長のため', hint: 'できることが増える・学び' },
      { label: '誰かのため', hint: 'お客様・仲間・社会' },
    ];
    const w = (a.width - 20) / 3;
    const h = a.height * 0.6;
    reasons.forEach((reason, i) => {
      const x = a.x + i * (w + 10);
      c.circle(x + w / 2, a.y + 34, 28, i === 1 ? ACCENT_SOFT : PRIMARY_SOFT, i === 1 ? ACCENT : PRIMARY);
      c.text(String(i + 1), x + w / 2 - 10, a.y + 24, { width: 20, size: 16, bold: true, align: 'center' });
      c.box(x, a.y + 72, w, h - 72, reason.label, { hint: reason.hint });
    });
    const y = a.y + h + 12;
    c.text('三つのバランス（合計10になるように配分）', a.x, y, { size: 10, bold: true, color: PRIMARY });
    reasons.forEach((reason, i) => {
      const rowY = y + 24 + i * 26;
      c.text(reason.label, a.x, rowY, { size: 9 });
      for (let n = 0; n < 10; n += 1) c.doc.rect(a.x + 90 + n * 22, rowY - 2, 18, 16).lineWidth(0.7).strokeColor(PRIMARY).stroke();
    });
    c.box(a.x, y + 110, a.width, a.y + a.height - y - 110, 'いまの自分の答え');
  },
};
