import { CreateDepartment, DeleteDepartment, UpdateDepartment, type DepartmentCommand } from '../domain/department.commands.js';
import { departmentDecider, departmentStream, type DepartmentState } from '../domain/department.js';
import { DepartmentNotFoundError, PositionNotFoundError } from '../domain/organization.errors.js';
import { CreatePosition, DeletePosition, UpdatePosition, type PositionCommand } from '../domain/position.commands.js';
import { positionDecider, positionStream, type PositionState } from '../domain/position.js';
import type { DepartmentEvent } from '../events/team.events.js';
import type { PositionEvent } from '../events/position.events.js';
import { createCatalogueEntry, deleteCatalogueEntry, updateCatalogueEntry, type Catalogue } from './shared/catalogue-handlers.js';
import { departmentNameKey, positionNameKey } from './shared/keys.js';

// Departments and positions: a team's two named catalogues, written by the same three handlers
// (commands/shared/catalogue-handlers.ts). They differ in who may add an entry: any member of the
// team adds a department (the welcome dialog lets a new member create one), positions are set up
// by those who manage the team.

const departments: Catalogue<'departmentId', DepartmentState, DepartmentCommand, DepartmentEvent> = {
  id: 'departmentId',
  decider: departmentDecider,
  streamId: departmentStream.streamId,
  nameKey: departmentNameKey,
  live: (streams, id) => streams.liveDepartment(id),
  notFound: () => new DepartmentNotFoundError(),
  mayCreate: 'readable',
  nameIn: (event) => (event?.type === 'DepartmentCreated' || event?.type === 'DepartmentUpdated' ? event.data.name : undefined),
};

const positions: Catalogue<'positionId', PositionState, PositionCommand, PositionEvent> = {
  id: 'positionId',
  decider: positionDecider,
  streamId: positionStream.streamId,
  nameKey: positionNameKey,
  live: (streams, id) => streams.livePosition(id),
  notFound: () => new PositionNotFoundError(),
  mayCreate: 'manageable',
  nameIn: (event) => (event?.type === 'PositionCreated' || event?.type === 'PositionUpdated' ? event.data.name : undefined),
};

export const CreateDepartmentHandler = createCatalogueEntry(CreateDepartment, departments);
export const UpdateDepartmentHandler = updateCatalogueEntry(UpdateDepartment, departments);
export const DeleteDepartmentHandler = deleteCatalogueEntry(DeleteDepartment, departments);
export const CreatePositionHandler = createCatalogueEntry(CreatePosition, positions);
export const UpdatePositionHandler = updateCatalogueEntry(UpdatePosition, positions);
export const DeletePositionHandler = deleteCatalogueEntry(DeletePosition, positions);

export const CATALOGUE_COMMAND_HANDLERS = [
  CreateDepartmentHandler,
  UpdateDepartmentHandler,
  DeleteDepartmentHandler,
  CreatePositionHandler,
  UpdatePositionHandler,
  DeletePositionHandler,
];
