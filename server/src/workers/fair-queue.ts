/**
 * Waiting tasks of one lane, served round-robin by owner (a user id or a client address): one
 * owner with many tasks waiting takes one turn in each round, so a user who floods the API waits
 * behind their own tasks, not in front of everyone else's.
 */
export class FairQueue<T> {
  /** Owners in turn order; a Map keeps insertion order and an owner leaves when it has nothing left. */
  readonly #byOwner = new Map<string, T[]>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** How many items this owner has waiting. */
  countOf(owner: string): number {
    return this.#byOwner.get(owner)?.length ?? 0;
  }

  push(owner: string, item: T): void {
    const items = this.#byOwner.get(owner);
    if (items) items.push(item);
    else this.#byOwner.set(owner, [item]);
    this.#size += 1;
  }

  /** The first owner's oldest item; that owner then goes to the back of the turn order. */
  shift(): T | undefined {
    const first = this.#byOwner.entries().next();
    if (first.done) return undefined;
    const [owner, items] = first.value;
    const item = items.shift()!;
    this.#byOwner.delete(owner);
    if (items.length) this.#byOwner.set(owner, items);
    this.#size -= 1;
    return item;
  }

  /** Takes a waiting item out (its caller gave up); false when it is not waiting here. */
  remove(owner: string, item: T): boolean {
    const items = this.#byOwner.get(owner);
    const at = items?.indexOf(item) ?? -1;
    if (!items || at < 0) return false;
    items.splice(at, 1);
    if (!items.length) this.#byOwner.delete(owner);
    this.#size -= 1;
    return true;
  }

  /** Empties the queue, handing back everything that waited. */
  drain(): T[] {
    const all = [...this.#byOwner.values()].flat();
    this.#byOwner.clear();
    this.#size = 0;
    return all;
  }
}
