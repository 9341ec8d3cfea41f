import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { attributeProps, elementControls, type ElementArgs } from './controls';

/**
 * Landscape drawings served by Storybook from .storybook/public/gallery/ (its staticDirs): the
 * gallery asks for `${assetUrl}?format=750w`, and a static server ignores the query.
 */
const image = (name: string, title: string, body: string, more: Record<string, unknown> = {}) => ({
  assetUrl: `/gallery/${name}.svg`,
  originalSize: '1500x1000',
  altText: `${title}: ${body}`,
  title,
  body,
  ...more,
});

const IMAGES = [
  image('trail', 'Trail', 'A path through the hills at sunrise', {
    colorData: { centerAverage: 'e88f5a', bottomLeftAverage: '3d5a33' },
  }),
  image('lake', 'Lake', 'Still water under a pale sky', {
    colorData: { centerAverage: '7fb8dc', bottomLeftAverage: '24475e' },
  }),
  image('dunes', 'Dunes', 'Sand in the afternoon heat', {
    colorData: { centerAverage: 'f2b66d', bottomLeftAverage: '9c5f26' },
  }),
  image('forest', 'Forest', 'Pines on the ridge', {
    colorData: { centerAverage: '9cc5a5', bottomLeftAverage: '1f4a2f' },
  }),
  image('coast', 'Coast', 'Cliffs above the bay', {
    colorData: { centerAverage: 'f7a98f', bottomLeftAverage: '2d5f73' },
  }),
];

/** The images with clickthrough links: one on this site, one elsewhere. */
const LINKED = IMAGES.map((item, index) =>
  index === 0
    ? { ...item, clickthroughUrl: '/journal/trail' }
    : index === 1
      ? { ...item, clickthroughUrl: 'https://example.com/lake' }
      : item,
);

/** `<sq-gallery>` with the story's attributes and its images in a JSON script, as a page embeds it. */
function Gallery({ args, images = IMAGES }: { readonly args: ElementArgs; readonly images?: readonly unknown[] }) {
  return (
    <sq-gallery {...attributeProps('sq-gallery', args)}>
      <script
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(images).replace(/</g, '\\u003c') }}
      />
    </sq-gallery>
  );
}

const meta = {
  title: 'Elements/sq-gallery',
  tags: ['autodocs'],
  ...elementControls('sq-gallery'),
  render: (args) => <Gallery args={args} />,
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  name: 'Grid: three per row, cropped to 3:2, its first row loaded first',
  args: { design: 'grid', 'thumbnails-per-row': 3, padding: 12, 'aspect-ratio': 'standard', priority: 'high' },
};

export const Stacked: Story = {
  name: 'Stacked, with titles and bodies below',
  args: { design: 'stacked', 'show-meta': true, 'meta-position': 'bottom' },
};

export const Slider: Story = {
  name: 'Slider: a horizontal strip with controls',
  args: { design: 'slider', controls: true, 'active-alignment': 'center' },
};

export const Slideshow: Story = {
  name: 'Slideshow: autoplay, controls, indicators and thumbnails',
  args: {
    design: 'slideshow',
    autoplay: true,
    'autoplay-duration': 4,
    controls: true,
    indicators: true,
    thumbnails: true,
  },
};

export const CaptionsOnHover: Story = {
  name: 'Captions on hover (light or dark text from the image colours)',
  args: { design: 'grid', 'show-meta': true, 'show-meta-on-hover': true, 'meta-position': 'bottom-left' },
};

export const Lightbox: Story = {
  name: 'Lightbox: each image opens large (light theme)',
  args: { design: 'grid', lightbox: true, 'lightbox-theme': 'light' },
};

export const LightboxOpen: Story = {
  name: 'Lightbox open on the second image (light theme)',
  tags: ['!autodocs'],
  // Open is the element's own state (no server renders a lightbox a visitor opened).
  parameters: { serverMarkup: false },
  args: { design: 'grid', lightbox: true, 'lightbox-theme': 'light' },
  play: async ({ canvasElement }) => {
    const open = await waitFor(() => {
      const button = canvasElement.querySelectorAll<HTMLButtonElement>('.sq-gallery__open')[1];
      expect(button).toBeTruthy();
      return button as HTMLButtonElement;
    });
    fireEvent.click(open);
    await waitFor(() => expect(canvasElement.querySelector('dialog.sq-gallery-lightbox')).toBeTruthy());
  },
};

export const Clickthrough: Story = {
  name: 'Clickthrough links, opened in a new tab',
  args: { design: 'grid', 'new-window': true, 'show-meta-only-title': true },
  render: (args) => <Gallery args={args} images={LINKED} />,
};

export const Empty: Story = {
  name: 'Empty (no images, renders nothing)',
  args: { design: 'grid' },
  render: (args) => <Gallery args={args} images={[]} />,
};
