/**
 * The kinds of mail, each with its Japanese name (the footer, the unsubscribe page). A module
 * declares its kinds once with `mailKind`, at load; opt-outs and unsubscribe links are per kind.
 */
export interface MailKind {
  /** Stable id, part of the outbox key and of unsubscribe tokens: never rename one. */
  readonly id: string;
  readonly label: string;
}

const kinds = new Map<string, MailKind>();

export function mailKind(id: string, label: string): MailKind {
  const known = kinds.get(id);
  if (known && known.label !== label) throw new Error(`mail kind ${id} is declared twice with different names`);
  const kind = known ?? { id, label };
  kinds.set(id, kind);
  return kind;
}

/** A declared kind by id (an unsubscribe token names one). */
export function mailKindOf(id: string): MailKind | undefined {
  return kinds.get(id);
}
