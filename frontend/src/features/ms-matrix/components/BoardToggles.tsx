import { Space, Switch } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';

export interface BoardView {
  showNames: boolean;
  showTrail: boolean;
  showDetail: boolean;
}

interface BoardTogglesProps {
  view: BoardView;
  onChange: (view: BoardView) => void;
  /** Faces instead of dots (remembered per user, decision 0097). */
  faces: boolean;
  onFacesChange: (faces: boolean) => void;
}

const toggles = [
  { key: 'showNames', label: m.toggles.names },
  { key: 'showTrail', label: m.toggles.trail },
  { key: 'showDetail', label: m.toggles.detail },
] as const;

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Space size="small">
      <Switch size="small" checked={checked} aria-label={label} onChange={onChange} />
      <Typography.Text onClick={() => onChange(!checked)} style={{ cursor: 'pointer' }}>
        {label}
      </Typography.Text>
    </Space>
  );
}

/** 名前表示, 成長軌跡 and 詳細データ (spec part 1 §2), and faces instead of dots. */
export function BoardToggles({ view, onChange, faces, onFacesChange }: BoardTogglesProps) {
  return (
    <Space wrap size={['large', 'small']}>
      {toggles.map(({ key, label }) => (
        <Toggle key={key} label={label} checked={view[key]} onChange={(checked) => onChange({ ...view, [key]: checked })} />
      ))}
      <Toggle label={m.toggles.faces} checked={faces} onChange={onFacesChange} />
    </Space>
  );
}
