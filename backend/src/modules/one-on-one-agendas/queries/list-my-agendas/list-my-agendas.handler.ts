import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../../users/index.js';
import { AgendaAccess } from '../../commands/agenda-access.js';
import type { MyAgendaResponse } from '../../http/one-on-one-agendas.response.dto.js';
import { AgendaReader } from '../agenda-reader.js';
import { ListMyAgendasQuery } from './list-my-agendas.query.js';

@QueryHandler(ListMyAgendasQuery)
export class ListMyAgendasHandler implements IQueryHandler<ListMyAgendasQuery> {
  constructor(
    private readonly access: AgendaAccess,
    private readonly agendas: AgendaReader,
    private readonly users: UserDirectory,
  ) {}

  async execute({ reader }: ListMyAgendasQuery): Promise<MyAgendaResponse[]> {
    const entries = await this.access.entriesOfMember(reader);
    const ids = entries.map((entry) => entry.entryId);
    const [counts, names] = await Promise.all([this.agendas.openCounts(ids), this.users.displayNames(entries.map((e) => e.managerId))]);
    return entries.map((entry) => ({
      entryId: entry.entryId,
      managerName: names.get(entry.managerId) ?? null,
      lastSessionDate: entry.lastSessionDate,
      nextSessionDate: entry.nextSessionDate,
      topics: counts.get(entry.entryId)?.topics ?? 0,
      openActionItems: counts.get(entry.entryId)?.openActionItems ?? 0,
    }));
  }
}
