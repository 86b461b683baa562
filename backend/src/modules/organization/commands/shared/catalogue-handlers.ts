import type { Type } from '@nestjs/common';
import { decideOnStream, type PassThroughDecider } from '../../../../platform/commands/pass-through.js';
import { sharedHandler } from '../../../../platform/commands/shared-handler.js';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import { AggregateStore, onLatestState } from '../../../../platform/domain/aggregate-store.js';
import type { DomainEvent } from '../../../../platform/event-store/event.js';
import { OrganizationStreams, type Live } from './organization-streams.js';
import { sameKey, UniqueKeys, withReservedKey, type UniqueKey } from './unique-keys.js';

/**
 * A team's named catalogue (departments, positions) as its create, update and delete handlers
 * see it: entries in streams of their own, each name unique in its team (a `UniqueKeys` key).
 * `Id` is the name of the entry's id in its commands (`departmentId`, `positionId`).
 */
export interface Catalogue<Id extends string, State extends { status: string }, Command, Event extends DomainEvent> {
  readonly id: Id;
  readonly decider: PassThroughDecider<State, Command, Event> & { readonly initialState: () => State };
  readonly streamId: (id: string) => string;
  readonly nameKey: (streams: OrganizationStreams, teamId: string, name: string) => UniqueKey;
  readonly live: (streams: OrganizationStreams, id: string) => Promise<Live<State> | null>;
  readonly notFound: () => Error;
  /** Who may add an entry: `readable` (any member of the team) or `manageable` (who manages it). */
  readonly mayCreate: 'readable' | 'manageable';
  /** The name an event gives the entry (its creation or an update), else undefined. */
  readonly nameIn: (event: Event | undefined) => string | undefined;
}

interface CatalogueCommand<Id extends string, Data = object> {
  readonly data: { readonly [K in Id]: string } & Data;
  readonly actor: SessionUser;
  readonly expectedRevision?: number;
}

type Named = { teamId: string; name: string };

/**
 * What the three handlers read and write: the streams, the organisation's reads and the name keys
 * (the providers each `sharedHandler` registration injects, platform/commands/shared-handler.ts).
 */
const CATALOGUE_PROVIDERS = [AggregateStore, OrganizationStreams, UniqueKeys] as const;

/** Reserves the name in the team, then creates the entry. Answers its id. */
export function createCatalogueEntry<Id extends string, State extends { status: string }, C extends CatalogueCommand<Id, Named>, Event extends DomainEvent>(
  command: Type<C>,
  catalogue: Catalogue<Id, State, NoInfer<C>, Event>,
): Type<{ execute(command: C): Promise<{ id: string }> }> {
  const { decider } = catalogue;
  return sharedHandler(command, CATALOGUE_PROVIDERS, async (cmd, aggregates, streams, keys): Promise<{ id: string }> => {
    const { data: input, actor } = cmd;
    if (catalogue.mayCreate === 'readable') await streams.requireReadable(input.teamId, actor);
    else await streams.requireManageable(input.teamId, actor);
    const id: string = input[catalogue.id];
    // Decide once before reserving the name, so that invalid input reserves nothing.
    const [created] = decider.decide(cmd, decider.initialState());
    const name = catalogue.nameIn(created) ?? input.name;
    await withReservedKey(keys, catalogue.nameKey(streams, input.teamId, name), id, () =>
      aggregates.execute(catalogue.streamId(id), decider, (state) => decider.decide(cmd, state)),
    );
    return { id };
  });
}

/** Changes the fields given, moving the name's reservation on a rename. Answers the new revision. */
export function updateCatalogueEntry<Id extends string, State extends { status: string }, C extends CatalogueCommand<Id>, Event extends DomainEvent>(
  command: Type<C>,
  catalogue: Catalogue<Id, State, NoInfer<C>, Event>,
): Type<{ execute(command: C): Promise<{ id: string; revision: number }> }> {
  const { decider } = catalogue;
  return sharedHandler(command, CATALOGUE_PROVIDERS, async (cmd, aggregates, streams, keys): Promise<{ id: string; revision: number }> => {
    const { actor, expectedRevision } = cmd;
    const id: string = cmd.data[catalogue.id];
    // The name to reserve and the one to release are planned from the entry loaded here, so the
    // update is decided on that very revision; a concurrent write makes it plan again.
    const { current, newName, result } = await onLatestState(expectedRevision, async () => {
      const live = await catalogue.live(streams, id);
      if (!live) throw catalogue.notFound();
      const current: Named = live.state as Live<State>['state'] & Named;
      await streams.requireManageable(current.teamId, actor);
      const [updated] = decider.decide(cmd, live.state);
      const renamed = catalogue.nameIn(updated);
      const newName = renamed !== undefined && !sameKey(renamed, current.name) ? renamed : null;
      const result = await withReservedKey(keys, newName ? catalogue.nameKey(streams, current.teamId, newName) : null, id, () =>
        aggregates.execute(catalogue.streamId(id), decider, (state) => decider.decide(cmd, state), {
          expectedRevision: expectedRevision ?? live.revision,
        }),
      );
      return { current, newName, result };
    });
    if (newName && result.events.length > 0) await keys.release(catalogue.nameKey(streams, current.teamId, current.name), id);
    return { id, revision: result.revision as number };
  });
}

/** Deletes the entry and frees its name in the team. */
export function deleteCatalogueEntry<Id extends string, State extends { status: string }, C extends CatalogueCommand<Id>, Event extends DomainEvent>(
  command: Type<C>,
  catalogue: Catalogue<Id, State, NoInfer<C>, Event>,
): Type<{ execute(command: C): Promise<void> }> {
  const { decider } = catalogue;
  return sharedHandler(command, CATALOGUE_PROVIDERS, async (cmd, aggregates, streams, keys): Promise<void> => {
    const { actor } = cmd;
    const id: string = cmd.data[catalogue.id];
    const current = (await catalogue.live(streams, id))?.state as (Live<State>['state'] & Named) | undefined;
    if (!current) throw catalogue.notFound();
    await streams.requireManageable(current.teamId, actor);
    await decideOnStream(aggregates, catalogue.streamId(id), decider, cmd);
    await keys.release(catalogue.nameKey(streams, current.teamId, current.name), id);
  });
}
