import { lazy, Suspense } from 'react';

/**
 * The page's blocks, loaded with the Docs page (as Storybook loads its own docs renderer): a story
 * alone does not load them.
 */
const Blocks = lazy(async () => {
  const { Controls, Description, Primary, Stories, Subtitle, Title } = await import('@storybook/addon-docs/blocks');
  return {
    default: () => (
      <>
        <Title />
        <Subtitle />
        <Primary />
        <Controls />
        <Description />
        <Stories />
      </>
    ),
  };
});

/**
 * Each element's Docs page: its name and summary, its first story with the controls of its
 * attributes and custom properties, then its reference (events, states, classes, custom
 * properties; stories/controls.tsx writes it) and its other stories.
 */
export function ElementDocsPage() {
  return (
    <Suspense fallback={null}>
      <Blocks />
    </Suspense>
  );
}
