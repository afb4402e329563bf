/** A set of listeners for one kind of news: `add` returns the unsubscribe function, `emit` tells them all. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  /** Tell every listener; one that unsubscribes while being told does not disturb the others. */
  emit(value: T): void {
    for (const l of [...this.set]) l(value);
  }

  clear(): void {
    this.set.clear();
  }
}
