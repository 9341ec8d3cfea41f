import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_CONTEXT, initializeFlags } from '../server/flags';
import { FlagInitializeRequestSchema } from '../src/api/flag-bodies';
import { ExperimentContextSchema, FlagInitializeResponseSchema } from '../src/api/flags';

describe('the dev platform answers with the schemas the library reads', () => {
  it("the site's experiment context parses as the library reads it", () => {
    expect(v.parse(ExperimentContextSchema, EXPERIMENT_CONTEXT).experimentContext).toEqual(
      EXPERIMENT_CONTEXT.experimentContext,
    );
  });

  it("the flag service's answer for a user parses as the library reads it", () => {
    const { user } = v.parse(FlagInitializeRequestSchema, {
      user: { userID: 'visitor-1', custom: { websiteId: 'site-1', circleTier: 2 } },
    });
    const answer = initializeFlags(user);
    expect(v.parse(FlagInitializeResponseSchema, answer).flags).toEqual(answer.flags);
    expect(Object.keys(answer.flags).length).toBeGreaterThan(0);
  });
});
