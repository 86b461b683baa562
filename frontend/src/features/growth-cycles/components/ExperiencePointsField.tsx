import { Form, Slider } from 'antd';
import { GROWTH_CYCLE_LIMITS } from '@pivot/rules';

/** Experience points 1..10 (default 5 in the form's initial values), spec part 2 §5. */
export function ExperiencePointsField({ label, extra }: { label: string; extra?: string }) {
  return (
    <Form.Item name="experiencePoints" label={label} extra={extra}>
      <Slider
        min={GROWTH_CYCLE_LIMITS.experiencePoints.min}
        max={GROWTH_CYCLE_LIMITS.experiencePoints.max}
        marks={{ 1: '1', 5: '5', 10: '10' }}
        ariaLabelForHandle={label}
      />
    </Form.Item>
  );
}
