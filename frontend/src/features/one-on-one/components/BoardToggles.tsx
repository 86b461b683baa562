import { Flex, Switch } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { BOARD_OPTION_ORDER, type BoardOptions } from '../lib/board-options';

interface BoardTogglesProps {
  options: BoardOptions;
  onChange: (options: BoardOptions) => void;
  /** Faces instead of dots (remembered per user, decision 0097). */
  faces: boolean;
  onFacesChange: (faces: boolean) => void;
}

/** The board's switches (spec part 1 §2): plot mode, names, trails, detail data, legend; and faces instead of dots. */
export function BoardToggles({ options, onChange, faces, onFacesChange }: BoardTogglesProps) {
  return (
    <Flex wrap gap="small" style={{ columnGap: 20 }}>
      {BOARD_OPTION_ORDER.map((key) => (
        <Toggle key={key} label={m.toggles[key]} checked={options[key]} onChange={(checked) => onChange({ ...options, [key]: checked })} />
      ))}
      <Toggle label={m.toggles.showFaces} checked={faces} onChange={onFacesChange} />
    </Flex>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
      <Switch size="small" checked={checked} onChange={onChange} aria-label={label} />
      <Typography.Text>{label}</Typography.Text>
    </label>
  );
}
