/**
 * oidc-provider storage kept in this process (docs/decisions/0004): interactions, codes, issuer
 * sessions and grants of the embedded demo issuer. Unlike the library's quick-start adapter it
 * has no size cap that could evict live sessions, and expired entries are dropped on access.
 * A restart signs people out of the issuer only; app sessions live in PostgreSQL.
 */
interface Entry {
  payload: Record<string, unknown>;
  expiresAt: number | undefined;
}

/** One storage per mounted issuer, so several apps in one process (tests) stay apart. */
export function createIssuerAdapter() {
  const namespace = 'issuer';
  const stores = new Map<string, Map<string, Entry>>();
  const grantMembers = new Map<string, Set<string>>();
  return class IssuerAdapter {
    private readonly entries: Map<string, Entry>;

    constructor(private readonly model: string) {
      const key = `${namespace}:${model}`;
      if (!stores.has(key)) stores.set(key, new Map());
      this.entries = stores.get(key)!;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
      this.entries.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
      const grantId = payload.grantId;
      if (typeof grantId === 'string') {
        const grantKey = `${namespace}:${grantId}`;
        if (!grantMembers.has(grantKey)) grantMembers.set(grantKey, new Set());
        grantMembers.get(grantKey)!.add(`${this.model}:${id}`);
      }
      if (this.entries.size % 500 === 0) this.prune();
    }

    async find(id: string): Promise<Record<string, unknown> | undefined> {
      const entry = this.entries.get(id);
      if (!entry) return undefined;
      if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
        this.entries.delete(id);
        return undefined;
      }
      return entry.payload;
    }

    async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
      for (const [id, entry] of this.entries) if (entry.payload.uid === uid) return this.find(id);
      return undefined;
    }

    async findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined> {
      for (const [id, entry] of this.entries) if (entry.payload.userCode === userCode) return this.find(id);
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const entry = this.entries.get(id);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      this.entries.delete(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const grantKey = `${namespace}:${grantId}`;
      for (const member of grantMembers.get(grantKey) ?? []) {
        const at = member.indexOf(':');
        stores.get(`${namespace}:${member.slice(0, at)}`)?.delete(member.slice(at + 1));
      }
      grantMembers.delete(grantKey);
    }

    private prune(): void {
      const now = Date.now();
      for (const [id, entry] of this.entries) if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(id);
    }
  };
}
