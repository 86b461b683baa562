import { Flex, Switch, Typography } from 'antd';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { BOARD_OPTION_ORDER, type BoardOptions } from '../lib/board-options';

interface BoardTogglesProps {
  options: BoardOptions;
  onChange: (options: BoardOptions) => void;
}

/** The board's switches (spec part 1 §2): plot mode, names, trails, detail data, legend. */
export function BoardToggles({ options, onChange }: BoardTogglesProps) {
  return (
    <Flex wrap gap="small" style={{ columnGap: 20 }}>
      {BOARD_OPTION_ORDER.map((key) => (
        <label key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
          <Switch
            size="small"
            checked={options[key]}
            onChange={(checked) => onChange({ ...options, [key]: checked })}
            aria-label={m.toggles[key]}
          />
          <Typography.Text>{m.toggles[key]}</Typography.Text>
        </label>
      ))}
    </Flex>
  );
}
