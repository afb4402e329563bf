/**
 * Group commit: writes asked for in the same turn of the event loop are written together, in one
 * transaction and so one fsync, and each caller's promise settles only after that transaction is on
 * disk. Messages that reach the server in one poll of its sockets (many matches' actions) share the
 * disk's cost instead of waiting for it one after another; durability per write is unchanged.
 */
export class GroupCommit<T> {
  private queue: { item: T; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  /**
   * `commitAll(items)` writes every item in one transaction and returns, per item in order, `null` if
   * it went in or the error that refused that item alone (the others still commit). Throwing means the
   * transaction did not commit (a full disk, an I/O error): every item of the batch is rejected with it.
   */
  constructor(private readonly commitAll: (items: T[]) => (Error | null)[]) {}

  /** Queue `item` for the next commit; resolves once it is committed, rejects if it was refused or the commit failed. */
  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // setImmediate runs after the current poll phase: every socket message read in it has been handled.
      setImmediate(() => this.flush());
    });
  }

  /** Commit what is queued now (also called before the store closes). */
  flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    let outcomes: (Error | null)[];
    try {
      outcomes = this.commitAll(batch.map((b) => b.item));
    } catch (err) {
      for (const b of batch) b.reject(err);
      return;
    }
    batch.forEach((b, i) => (outcomes[i] ? b.reject(outcomes[i]) : b.resolve()));
  }
}
