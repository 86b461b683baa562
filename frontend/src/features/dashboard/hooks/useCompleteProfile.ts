import { useRef, useState } from 'react';
import { useDepartmentsCreateDepartmentMutation, useDepartmentsLinkUserDepartmentMutation } from '../../../shared/api/generated/departments';
import { useTeamsCreateTeamMutation, useTeamsJoinTeamMutation } from '../../../shared/api/generated/teams';
import { useUsersUpdateProfileMutation } from '../../../shared/api/generated/users';
import type { CurrentUser } from '../../../shared/auth/current-user';
import type { Choice, ProfileSetup } from '../lib/welcome-form';

interface Created {
  team?: { name: string; id: string };
  department?: { teamId: string; name: string; id: string };
}

/**
 * The welcome dialog's calls, in the order the server needs them: profile, (new team), join the
 * team as primary, (new department), link the department as main. A closed team answers the join
 * with a request: the calls stop there. A team or department created
 * by an attempt that failed later is reused when the person tries again with the same name, so a
 * retry does not leave duplicates behind.
 */
export function useCompleteProfile(user: CurrentUser) {
  const [updateProfile] = useUsersUpdateProfileMutation();
  const [createTeam] = useTeamsCreateTeamMutation();
  const [joinTeam] = useTeamsJoinTeamMutation();
  const [createDepartment] = useDepartmentsCreateDepartmentMutation();
  const [linkDepartment] = useDepartmentsLinkUserDepartmentMutation();
  const created = useRef<Created>({});
  const [isSubmitting, setSubmitting] = useState(false);

  async function teamIdFor(choice: Choice): Promise<string> {
    if (choice.kind === 'existing') return choice.id;
    const previous = created.current.team;
    if (previous?.name === choice.name) return previous.id;
    const { id } = await createTeam({ createTeamRequest: { name: choice.name, organizationType: 'company' } }).unwrap();
    created.current.team = { name: choice.name, id };
    return id;
  }

  async function departmentIdFor(choice: Choice, teamId: string): Promise<string> {
    if (choice.kind === 'existing') return choice.id;
    const previous = created.current.department;
    if (previous?.name === choice.name && previous.teamId === teamId) return previous.id;
    const { id } = await createDepartment({ createDepartmentRequest: { name: choice.name, teamId } }).unwrap();
    created.current.department = { teamId, name: choice.name, id };
    return id;
  }

  /** Answers `requested` when the team is closed: the request was sent and no department is linked yet. */
  async function complete(setup: ProfileSetup): Promise<'joined' | 'requested'> {
    setSubmitting(true);
    try {
      await updateProfile({
        id: user.id,
        updateProfileRequest: { firstName: setup.firstName, lastName: setup.lastName, hireDate: setup.hireDate, notes: user.notes },
      }).unwrap();
      const teamId = await teamIdFor(setup.team);
      const { status } = await joinTeam({ joinTeamRequest: { userId: user.id, teamId, isPrimaryTeam: true } }).unwrap();
      if (status === 'requested' || setup.department === null) return 'requested';
      const departmentId = await departmentIdFor(setup.department, teamId);
      await linkDepartment({ id: user.id, linkUserDepartmentRequest: { departmentId, isMain: true } }).unwrap();
      return 'joined';
    } finally {
      setSubmitting(false);
    }
  }

  return { complete, isSubmitting };
}
