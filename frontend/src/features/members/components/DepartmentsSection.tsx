import { membersTexts } from '../../../locales/ja-JP/members';
import { useDepartmentsDeleteDepartmentMutation, useDepartmentsListDepartmentsQuery, type DepartmentResponse } from '../../../shared/api/generated/departments';
import { DepartmentTag } from './DepartmentTag';
import { TeamListSection } from './TeamListSection';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

const DepartmentDialog = lazyDialog(() => import('./DepartmentDialog').then((m) => m.DepartmentDialog));

const texts = membersTexts.departments;

/** The team's departments with their colours and member counts. */
export function DepartmentsSection({ teamId, canManage, showIds }: { teamId: string; canManage: boolean; showIds: boolean }) {
  const departments = useDepartmentsListDepartmentsQuery({ teamId });
  const [deleteDepartment] = useDepartmentsDeleteDepartmentMutation();
  return (
    <TeamListSection<DepartmentResponse>
      texts={texts}
      list={departments}
      canManage={canManage}
      showIds={showIds}
      columns={[{ key: 'name', title: texts.name, width: 160, keep: true, render: (_: unknown, d: DepartmentResponse) => <DepartmentTag name={d.name} color={d.color} /> }]}
      remove={(department) => deleteDepartment({ id: department.id, 'If-Match': String(department.revision) }).unwrap()}
      dialog={(department, onClose) => <DepartmentDialog teamId={teamId} department={department} onClose={onClose} />}
    />
  );
}
