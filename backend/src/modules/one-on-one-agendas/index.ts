// The agendas module's public surface: other modules import only from here.
// Reads: `AgendaReader`, provided by `OneOnOneAgendasModule` (import it in your module).
export { OneOnOneAgendasModule } from './one-on-one-agendas.module.js';
export { AgendaReader, type AgendaCounts } from './queries/agenda-reader.js';
// Commands the demo seeder runs, exactly as the HTTP layer does.
export {
  AddAgendaTopic,
  AddActionItem,
  CloseAgenda,
  CompleteActionItem,
  GiveAgendaPulse,
  RecordAgendaTopicOutcome,
} from './domain/one-on-one-agenda.commands.js';
export type { AgendaTopicAdded } from './events/one-on-one-agenda.events.js';
