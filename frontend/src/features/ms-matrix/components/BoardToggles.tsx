import { Space, Switch, Typography } from 'antd';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';

export interface BoardView {
  showNames: boolean;
  showTrail: boolean;
  showDetail: boolean;
}

interface BoardTogglesProps {
  view: BoardView;
  onChange: (view: BoardView) => void;
}

const toggles = [
  { key: 'showNames', label: m.toggles.names },
  { key: 'showTrail', label: m.toggles.trail },
  { key: 'showDetail', label: m.toggles.detail },
] as const;

/** 名前表示, 成長軌跡 and 詳細データ (spec part 1 §2). */
export function BoardToggles({ view, onChange }: BoardTogglesProps) {
  return (
    <Space wrap size={['large', 'small']}>
      {toggles.map(({ key, label }) => (
        <Space key={key} size="small">
          <Switch size="small" checked={view[key]} aria-label={label} onChange={(checked) => onChange({ ...view, [key]: checked })} />
          <Typography.Text onClick={() => onChange({ ...view, [key]: !view[key] })} style={{ cursor: 'pointer' }}>
            {label}
          </Typography.Text>
        </Space>
      ))}
    </Space>
  );
}
