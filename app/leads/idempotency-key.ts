/**
 * The Idempotency-Key of a form's submissions: one key per filled-in form. The same values keep their key,
 * so a double click or a retry after a lost answer stores the lead once; changed values get a new key,
 * so a visitor's corrected form is a new submission (the API answers 422 to a key reused with other details).
 */
export interface IdempotencyKeys {
  /** The key for sending these values. */
  keyFor(values: unknown): string;
  /** Forget the last values (after a success: the next form is another lead, even if typed the same). */
  renew(): void;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let last: { values: string; key: string } | null = null;
  return {
    keyFor(values) {
      const sent = JSON.stringify(values);
      if (last?.values !== sent) last = { values: sent, key: newKey() };
      return last.key;
    },
    renew() {
      last = null;
    },
  };
}
