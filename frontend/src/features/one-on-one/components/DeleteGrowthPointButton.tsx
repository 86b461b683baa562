import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { oneOnOneMessages as m } from '../../../locales/ja-JP/one-on-one';
import { notifySuccess } from '../../../shared/ui/notify';
import { useOneOnOneMatrixDeleteGrowthPointMutation } from '../api/one-on-one-api';
import '../write-failures';

interface DeleteGrowthPointButtonProps {
  pointId: string;
  /** 1-based row number, for the button's accessible name. */
  index: number;
  /** The entry's revision: the deletion applies only to what the user saw. */
  revision: number;
}

/** Deletes one past growth point after a confirmation (spec part 1 §5, §8). */
export function DeleteGrowthPointButton({ pointId, index, revision }: DeleteGrowthPointButtonProps) {
  const [deletePoint, { isLoading }] = useOneOnOneMatrixDeleteGrowthPointMutation();

  const confirm = async () => {
    try {
      await deletePoint({ id: pointId, 'If-Match': String(revision) }).unwrap();
      notifySuccess(m.detail.deleted);
    } catch {
      // Shown by the write-failure listener.
    }
  };

  return (
    <Popconfirm
      title={m.detail.deleteConfirmTitle}
      description={m.detail.deleteConfirmText}
      okText={m.detail.deleteOk}
      cancelText={m.detail.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button type="text" size="small" danger icon={<DeleteOutlined />} loading={isLoading} aria-label={m.detail.deletePointLabel(index)}>
        {m.detail.deletePoint}
      </Button>
    </Popconfirm>
  );
}
