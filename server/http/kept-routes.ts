import type { Params, Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

/** The most method-and-path answers kept; past it the kept ones are dropped and kept afresh. */
export const keptRouteAnswers = 1_000;

/**
 * Hono's routing for the site's app, each answer kept for its method and
 * path when it binds no parameter (issue 49).
 *
 * Hono's fast router cannot hold some of the API's paths (two parameters
 * of different names at one place, `/api/leads/:kind/:id` beside
 * `/api/staff/:id`), so it falls back to its trie, which walks the tree and
 * sorts every middleware and handler a path meets on every request: about
 * 6 % of what a demo request allocated. The same path always meets the
 * same ones, so an answer that binds no parameter (a form's POST, a page,
 * a listing) is kept and given again; one that binds some (a post's id)
 * is made each time, so no request sees another's values. Adding a route
 * drops what was kept, and so does passing `keptRouteAnswers`, so that
 * paths nobody routes to twice (a scan for files) cannot keep it full.
 */
export class KeptRoutesRouter<T> implements Router<T> {
  readonly name = "KeptRoutesRouter";
  readonly #routes = new TrieRouter<T>();
  readonly #kept = new Map<string, Map<string, Result<T>>>();
  #size = 0;

  add(method: string, path: string, handler: T): void {
    this.#drop();
    this.#routes.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    let byPath = this.#kept.get(method);
    const known = byPath?.get(path);
    if (known) return known;
    const answer = this.#routes.match(method, path);
    if (!bindsNothing(answer)) return answer;
    if (this.#size >= keptRouteAnswers) this.#drop();
    if (!byPath) {
      byPath = new Map();
      this.#kept.set(method, byPath);
    }
    byPath.set(path, answer);
    this.#size += 1;
    return answer;
  }

  #drop(): void {
    this.#kept.clear();
    this.#size = 0;
  }
}

/** Whether no handler of `answer` was given a parameter (the trie's answers carry their values). */
function bindsNothing<T>(answer: Result<T>): boolean {
  if (answer.length !== 1) return false;
  for (const [, params] of answer[0]) {
    for (const _ in params as Params) return false;
  }
  return true;
}
