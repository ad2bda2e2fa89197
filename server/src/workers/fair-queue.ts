/**
 * Worker time each owner used lately, halving every `halfLifeMs` (shared by the pool's lanes).
 * Turns taken one for one are not fair when tasks differ in length: a flooder's 8 ms worst-case
 * texts took eight times the worker time of a shopper's 1 ms label in each round (issue 29).
 */
export class WorkerUsage {
  readonly #used = new Map<string, { ms: number; at: number }>();
  #prunedAt = 0;

  constructor(
    readonly halfLifeMs = 10_000,
    readonly now: () => number = () => performance.now(),
  ) {}

  /** This owner's worker time in ms, decayed to now. */
  of(owner: string): number {
    const used = this.#used.get(owner);
    return used ? used.ms * 2 ** (-(this.now() - used.at) / this.halfLifeMs) : 0;
  }

  add(owner: string, ms: number): void {
    this.#used.set(owner, { ms: this.of(owner) + ms, at: this.now() });
    if (this.#used.size > 1_000) this.#prune();
  }

  /** Forgets owners whose time has decayed away (at most once a second; a rotating-address
   *  flood makes a new owner per request): memory stays bounded. */
  #prune(): void {
    const now = this.now();
    if (now - this.#prunedAt < 1_000) return;
    this.#prunedAt = now;
    for (const owner of this.#used.keys()) if (this.of(owner) < 0.5) this.#used.delete(owner);
    if (this.#used.size > 10_000) this.#used.clear();
  }
}

/**
 * Waiting tasks of one lane, served by owner (a user id or a client address): the waiting owner
 * who used the workers least lately goes first, ties in turn order (round-robin). A user who floods
 * the API waits behind their own tasks and behind everyone who asked for less, not in front.
 */
export class FairQueue<T> {
  /** Owners in turn order; a Map keeps insertion order and an owner leaves when it has nothing left. */
  readonly #byOwner = new Map<string, T[]>();
  #size = 0;

  constructor(readonly usage = new WorkerUsage()) {}

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

  /** The oldest item of the owner who used least (first in turn order on a tie); that owner then
   *  goes to the back of the turn order. */
  shift(): T | undefined {
    let owner: string | undefined;
    let least = Infinity;
    for (const candidate of this.#byOwner.keys()) {
      const used = this.usage.of(candidate);
      if (used < least) [owner, least] = [candidate, used];
    }
    if (owner === undefined) return undefined;
    const items = this.#byOwner.get(owner)!;
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
