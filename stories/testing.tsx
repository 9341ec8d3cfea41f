/**
 * Running stories outside Storybook, for the tests that render every story (test/stories.test.tsx,
 * test/server-markup.test.tsx): the stories of each file composed with the project annotations,
 * keyed by file, and a story rendered and played as Storybook would. Not a stories file: Storybook
 * does not load it.
 */
import { composeStories } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { ComposedStoryFn } from 'storybook/internal/types';
import type { ReactRenderer } from '@storybook/react-vite';
import type { ElementArgs } from './controls';

/** A stories module, as `import.meta.glob` loads it. */
export type StoriesModule = Parameters<typeof composeStories>[0];

/** A composed story: its args are its element's attributes and custom properties (stories/controls.tsx), all optional. */
export type ComposedStory = ComposedStoryFn<ReactRenderer, ElementArgs>;

/** The folder (and tag without `sq-`) a stories file is named after: `../stories/add-to-cart.stories.tsx` → `add-to-cart`. */
export function storiesFileName(path: string): string {
  const match = /([^/]+)\.stories\.tsx$/.exec(path);
  if (!match?.[1]) throw new Error(`not a stories file: ${path}`);
  return match[1];
}

/** What one story must show once rendered and played: assertions on its canvas. */
export type StoryCheck = (canvas: HTMLElement) => void;

/**
 * What a stories file's stories must show, by export name: `stories/<name>.checks.ts` exports it
 * as `checks`, beside `stories/<name>.stories.tsx`, so each stories file (a new element's too)
 * carries its own expectations (test/stories.test.tsx requires the file, and one for every story
 * and no other).
 */
export type StoryChecks = Readonly<Record<string, StoryCheck>>;

/** The stories file a checks file belongs to: `../stories/product-status.checks.ts` → `product-status`. */
export function checksFileName(path: string): string {
  const match = /([^/]+)\.checks\.tsx?$/.exec(path);
  if (!match?.[1]) throw new Error(`not a checks file: ${path}`);
  return match[1];
}

/**
 * Composes every story of every module `import.meta.glob('../stories/*.stories.tsx', { eager: true })`
 * loaded, keyed by file name (see storiesFileName) and then by export name.
 */
export function composeStoryFiles(
  modules: Readonly<Record<string, StoriesModule>>,
): Record<string, Record<string, ComposedStory>> {
  const files: Record<string, Record<string, ComposedStory>> = {};
  for (const path of Object.keys(modules).sort()) {
    files[storiesFileName(path)] = composeStories(modules[path] as StoriesModule) as unknown as Record<
      string,
      ComposedStory
    >;
  }
  return files;
}

/** A story on the page: its canvas, and how to take it away. */
export interface RenderedStory {
  readonly canvas: HTMLElement;
  readonly unmount: () => Promise<void>;
}

/**
 * Renders a story as Storybook would: its handlers (given to `installHandlers`, the tests' msw server),
 * loaders and beforeEach, then the markup, then its play function.
 */
export async function renderStory(
  Story: ComposedStory,
  installHandlers: (...handlers: RequestHandler[]) => void,
): Promise<RenderedStory> {
  const msw = Story.parameters.msw as { handlers?: RequestHandler[] } | undefined;
  installHandlers(...(msw?.handlers ?? []));
  await Story.load();
  const canvas = document.createElement('div');
  document.body.append(canvas);
  const root = createRoot(canvas);
  await act(async () => {
    root.render(<Story />);
  });
  await Story.play?.({ canvasElement: canvas });
  return {
    canvas,
    unmount: async () => {
      // Detach first, so the elements' own React roots unmount outside the page root's commit.
      await act(async () => canvas.remove());
      await act(async () => root.unmount());
    },
  };
}
