import { describe, expect, it } from 'vitest';
import { IDLE_LOAD, loadPhaseStore, resetLoad, runLoad, type LoadPhase } from '../stores/load';

/** A load that answers when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Every phase a store goes through. */
function phasesOf<T>($phase: ReturnType<typeof loadPhaseStore<T>>): LoadPhase<T>[] {
  const seen: LoadPhase<T>[] = [];
  $phase.subscribe((phase) => seen.push(phase));
  return seen;
}

describe('runLoad', () => {
  it('goes from idle to loading to loaded with the value', async () => {
    const $phase = loadPhaseStore<string>();
    const seen = phasesOf($phase);
    const answer = deferred<string>();
    const done = runLoad(
      $phase,
      () => answer.promise,
      () => {},
    );
    expect($phase.get()).toEqual({ phase: 'loading' });
    answer.resolve('<p>page</p>');
    await done;
    expect(seen).toEqual([IDLE_LOAD, { phase: 'loading' }, { phase: 'loaded', value: '<p>page</p>' }]);
  });

  it('goes to failed when the load throws, handing the error to `failed` once', async () => {
    const $phase = loadPhaseStore<string>();
    const errors: unknown[] = [];
    const error = new Error('it answered 500');
    await runLoad(
      $phase,
      () => Promise.reject(error),
      (reason) => errors.push(reason),
    );
    expect($phase.get()).toEqual({ phase: 'failed' });
    expect(errors).toEqual([error]);
  });

  it('starts no second load while one runs, nor once one has finished', async () => {
    const $phase = loadPhaseStore<number>();
    let calls = 0;
    const answer = deferred<number>();
    const first = runLoad(
      $phase,
      () => (calls++, answer.promise),
      () => {},
    );
    await runLoad(
      $phase,
      () => (calls++, Promise.resolve(2)),
      () => {},
    );
    answer.resolve(1);
    await first;
    await runLoad(
      $phase,
      () => (calls++, Promise.resolve(3)),
      () => {},
    );
    expect(calls).toBe(1);
    expect($phase.get()).toEqual({ phase: 'loaded', value: 1 });
  });

  it('loads again after a reset', async () => {
    const $phase = loadPhaseStore<number>();
    await runLoad(
      $phase,
      () => Promise.resolve(1),
      () => {},
    );
    resetLoad($phase);
    expect($phase.get()).toBe(IDLE_LOAD);
    await runLoad(
      $phase,
      () => Promise.resolve(2),
      () => {},
    );
    expect($phase.get()).toEqual({ phase: 'loaded', value: 2 });
  });

  it('ignores an answer that comes after a reset, and one for a load that was replaced', async () => {
    const $phase = loadPhaseStore<number>();
    const stale = deferred<number>();
    const first = runLoad(
      $phase,
      () => stale.promise,
      () => {},
    );
    resetLoad($phase);
    expect($phase.get()).toBe(IDLE_LOAD);
    const fresh = deferred<number>();
    const second = runLoad(
      $phase,
      () => fresh.promise,
      () => {},
    );
    stale.resolve(1);
    await first;
    expect($phase.get()).toEqual({ phase: 'loading' });
    fresh.resolve(2);
    await second;
    expect($phase.get()).toEqual({ phase: 'loaded', value: 2 });
  });
});
