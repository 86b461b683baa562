import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

interface VisibilityToggleProps {
  /** 'all' visible, 'some' visible, or 'none'. */
  state: 'all' | 'some' | 'none';
  showLabel: string;
  hideLabel: string;
  onToggle: () => void;
}

/** An eye button: hides all when all are visible, otherwise shows all (spec part 1 §4). */
export function VisibilityToggle({ state, showLabel, hideLabel, onToggle }: VisibilityToggleProps) {
  const label = state === 'all' ? hideLabel : showLabel;
  return (
    <Tooltip title={label} mouseEnterDelay={0.7}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        aria-pressed={state !== 'none'}
        icon={state === 'none' ? <EyeInvisibleOutlined /> : <EyeOutlined style={{ opacity: state === 'some' ? 0.55 : 1 }} />}
        onClick={onToggle}
      />
    </Tooltip>
  );
}
