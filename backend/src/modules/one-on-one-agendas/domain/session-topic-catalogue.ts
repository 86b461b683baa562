import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { SessionTopicCatalogueEvent, SessionTopicData } from '../events/one-on-one-agenda.events.js';
import { DEFAULT_SESSION_TOPICS, isSessionTopicCategory } from './default-session-topics.js';
import type { SessionTopicCatalogueCommand } from './one-on-one-agenda.commands.js';
import { InvalidAgendaInputError, SessionTopicDuplicateError, SessionTopicNotFoundError } from './one-on-one-agenda.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { ONE_ON_ONE_AGENDA_LIMITS as L } from '@pivot/rules';

/**
 * A team's catalogue of 1on1 topics. Stream `session-topic-catalogue-<teamId>`. Until a leader
 * first changes it, it holds the default topics without any event (`DEFAULT_SESSION_TOPICS`);
 * the first change appends them as `SessionTopicCatalogueSeeded` before itself.
 */
export const sessionTopicCatalogueStream = streamCategory('session-topic-catalogue');

export interface CatalogueTopic {
  name: string;
  isActive: boolean;
}

export interface SessionTopicCatalogueState {
  seeded: boolean;
  topics: Readonly<Record<string, CatalogueTopic>>;
}

const withDefaults = (): Record<string, CatalogueTopic> =>
  Object.fromEntries(DEFAULT_SESSION_TOPICS.map((topic) => [topic.topicId, { name: topic.name, isActive: true }]));

/** The topics of a state, defaults included while nothing was appended. */
export const catalogueTopics = (state: SessionTopicCatalogueState): Readonly<Record<string, CatalogueTopic>> =>
  state.seeded ? state.topics : withDefaults();

const sameName = (a: string, b: string) => a.normalize('NFKC').toLowerCase().trim() === b.normalize('NFKC').toLowerCase().trim();

function evolve(state: SessionTopicCatalogueState, event: SessionTopicCatalogueEvent): SessionTopicCatalogueState {
  switch (event.type) {
    case 'SessionTopicCatalogueSeeded':
      return { seeded: true, topics: Object.fromEntries(event.data.topics.map((t) => [t.topicId, { name: t.name, isActive: true }])) };
    case 'SessionTopicAdded':
      return { ...state, topics: { ...state.topics, [event.data.topicId]: { name: event.data.name, isActive: true } } };
    case 'SessionTopicDeactivated':
    case 'SessionTopicReactivated': {
      const topic = state.topics[event.data.topicId];
      if (!topic) return state;
      return { ...state, topics: { ...state.topics, [event.data.topicId]: { ...topic, isActive: event.type === 'SessionTopicReactivated' } } };
    }
    default:
      return assertNever(event);
  }
}

function decide(command: SessionTopicCatalogueCommand, state: SessionTopicCatalogueState): SessionTopicCatalogueEvent[] {
  const { teamId } = command.data;
  const seed: SessionTopicCatalogueEvent[] = state.seeded
    ? []
    : [{ type: 'SessionTopicCatalogueSeeded', data: { teamId, topics: DEFAULT_SESSION_TOPICS.map((t) => ({ ...t })) } }];
  const topics = catalogueTopics(state);
  switch (command.type) {
    case 'AddSessionTopic': {
      const name = command.data.name.trim();
      if (!name) throw new InvalidAgendaInputError(L.topicName.blank);
      if (name.length > L.topicName.max) throw new InvalidAgendaInputError(L.topicName.tooLong);
      if (!isSessionTopicCategory(command.data.category)) throw new InvalidAgendaInputError('カテゴリーを選んでください');
      const description = command.data.description?.trim() || null;
      if (description && description.length > L.topicDescription.max) throw new InvalidAgendaInputError(L.topicDescription.tooLong);
      if (Object.values(topics).some((topic) => sameName(topic.name, name))) throw new SessionTopicDuplicateError();
      const topic: SessionTopicData = { topicId: command.data.topicId, name, category: command.data.category, description };
      return [...seed, { type: 'SessionTopicAdded', data: { teamId, ...topic } }];
    }
    case 'SetSessionTopicActive': {
      const topic = topics[command.data.topicId];
      if (!topic) throw new SessionTopicNotFoundError();
      if (topic.isActive === command.data.isActive) return [];
      const type = command.data.isActive ? 'SessionTopicReactivated' : 'SessionTopicDeactivated';
      return [...seed, { type, data: { teamId, topicId: command.data.topicId } }];
    }
    default:
      return assertNever(command);
  }
}

export const sessionTopicCatalogueDecider: Decider<SessionTopicCatalogueState, SessionTopicCatalogueCommand, SessionTopicCatalogueEvent> = {
  initialState: () => ({ seeded: false, topics: {} }),
  evolve,
  decide,
};
