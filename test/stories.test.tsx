import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../elements/index';
import { ELEMENTS, folderOf } from '../elements/registry';
import { storefrontAnnotations } from '../stories/support';
import {
  checksFileName,
  composeStoryFiles,
  renderStory,
  type StoriesModule,
  type StoryChecks,
} from '../stories/testing';
import { server } from './setup';

// Storybook's own preview (.storybook/preview.ts) adds msw-storybook-addon's loader; here the
// story's handlers go to the shared msw server instead, and everything else is the same.
const annotations = setProjectAnnotations([storefrontAnnotations]);

beforeAll(async () => {
  await annotations.beforeAll?.();
});

/** Every stories file, by name (`add-to-cart`), its stories composed. */
const files = composeStoryFiles(import.meta.glob<StoriesModule>('../stories/*.stories.tsx', { eager: true }));

/**
 * What each story shows once rendered and played, by file and export name: every stories file's
 * checks, from `stories/<name>.checks.ts` beside it.
 */
const expected: Record<string, StoryChecks> = Object.fromEntries(
  Object.entries(import.meta.glob<{ checks: StoryChecks }>('../stories/*.checks.ts', { eager: true })).map(
    ([path, module]) => [checksFileName(path), module.checks],
  ),
);

describe('stories', () => {
  it('has a checks file beside every stories file, and a stories file beside every checks file', () => {
    expect(
      Object.keys(files).filter((file) => !(file in expected)),
      'stories files without stories/<name>.checks.ts',
    ).toEqual([]);
    expect(
      Object.keys(expected).filter((file) => !(file in files)),
      'checks files without stories/<name>.stories.tsx',
    ).toEqual([]);
  });

  describe.each(ELEMENTS.map((element) => element.meta.tag))('%s', (tag) => {
    it(`has stories/${folderOf(tag)}.stories.tsx`, () => {
      expect(Object.keys(files), `no stories file for <${tag}> (stories/${folderOf(tag)}.stories.tsx)`).toContain(
        folderOf(tag),
      );
    });
  });

  for (const [file, stories] of Object.entries(files)) {
    describe(`${file}.stories.tsx`, () => {
      it('has an expectation for every story and no other', () => {
        expect(Object.keys(stories).sort()).toEqual(Object.keys(expected[file] ?? {}).sort());
      });

      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name}`, async () => {
          const check = expected[file]?.[name];
          expect(check, `no expectation for ${file}/${name}`).toBeDefined();
          // A story of a failure the library reports to the console (a quick view that cannot
          // load) says so: its console errors are expected, and there must be one.
          const reports = (Story.parameters as { consoleErrors?: boolean }).consoleErrors
            ? vi.spyOn(console, 'error').mockImplementation(() => {})
            : null;
          const { canvas, unmount } = await renderStory(Story, (...handlers) => server.use(...handlers));
          if (reports) expect(reports).toHaveBeenCalled();
          try {
            check?.(canvas);
          } finally {
            await unmount();
          }
        });
      }
    });
  }
});
