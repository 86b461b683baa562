import { Form, InputNumber } from 'antd';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { membersTexts } from '../../../locales/ja-JP/members';
import { usePositionsCreatePositionMutation, usePositionsUpdatePositionMutation, type PositionResponse } from '../../../shared/api/generated/positions';
import { TeamListDialog } from './TeamListDialog';

const texts = membersTexts.positions;

interface PositionForm {
  name: string;
  level: number;
  description?: string;
}

interface PositionDialogProps {
  teamId: string;
  /** The position to edit; without it the dialog adds one. */
  position?: PositionResponse;
  onClose: () => void;
}

/** Adds or edits a position: name required, level 1–10 (default 1), description optional (spec part 2 §5). */
export function PositionDialog({ teamId, position, onClose }: PositionDialogProps) {
  const [createPosition, creating] = usePositionsCreatePositionMutation();
  const [updatePosition, updating] = usePositionsUpdatePositionMutation();

  return (
    <TeamListDialog<PositionForm>
      texts={texts}
      nameLimit={ORGANIZATION_LIMITS.positionName}
      formName="position"
      editing={position !== undefined}
      initialValues={{ name: position?.name ?? '', level: position?.level ?? 1, description: position?.description ?? '' }}
      saving={creating.isLoading || updating.isLoading}
      save={(fields) =>
        position
          ? updatePosition({ id: position.id, 'If-Match': String(position.revision), updatePositionRequest: fields }).unwrap()
          : createPosition({ createPositionRequest: { ...fields, teamId } }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item
        name="level"
        label={texts.level}
        extra={texts.levelHint}
        rules={[{ required: true, type: 'integer', min: ORGANIZATION_LIMITS.positionLevel.min, max: ORGANIZATION_LIMITS.positionLevel.max, message: texts.levelRange }]}
      >
        {/* No min/max/precision here: antd would clamp 11 to 10 (or round 1.5) on blur without a word;
            the rule above says what is wrong instead. */}
        <InputNumber style={{ width: 120 }} />
      </Form.Item>
    </TeamListDialog>
  );
}
