import type { ReadinessState } from '@trivia/shared';

/**
 * What the server process is doing, for `GET /api/ready` and for the gate that answers 503 to
 * everything else until the database is migrated: `starting` (opening the database), `migrating`,
 * `ready`, `stopping` (SIGTERM: finishing the requests in flight). Apps built for tests are ready.
 */
export class Readiness {
  #state: ReadinessState;

  constructor(state: ReadinessState = 'ready') {
    this.#state = state;
  }

  get state(): ReadinessState {
    return this.#state;
  }

  get isReady(): boolean {
    return this.#state === 'ready';
  }

  set(state: ReadinessState): void {
    this.#state = state;
  }
}
