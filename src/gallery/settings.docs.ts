/**
 * One line per gallery setting, for the manifest, docs/elements/gallery.md and Storybook's controls (never
 * bundled: the element's code carries only the settings themselves, src/gallery/settings.ts).
 */
import type { GALLERY_ATTRIBUTES } from './settings';

/** What each setting of `<sq-gallery>` does. */
export const GALLERY_ATTRIBUTE_DOCS: Readonly<Record<keyof typeof GALLERY_ATTRIBUTES, string>> = {
  design: 'The layout: slideshow (one at a time), slider (a horizontal strip), grid or stacked.',
  autoplay: 'Slideshow and slider move on by themselves (paused on hover, focus and reduced motion).',
  autoplayDuration: 'Seconds each image shows when autoplaying, 1 to 10.',
  controls: 'Shows previous and next buttons (slideshow and slider).',
  autoCrop: 'Crops every image to aspect-ratio (on unless auto-crop="false"); off shows each whole.',
  aspectRatio: 'The shape images are cropped to when auto-crop is on.',
  squareThumbs: "Crops the slideshow's thumbnails square.",
  thumbnails: 'Shows a strip of thumbnails under the slideshow.',
  thumbnailStripHeight: 'Height of the thumbnail strip in pixels, 0 to 200.',
  thumbnailStripMargin: 'Space between the slideshow and its thumbnail strip in pixels, 0 to 60.',
  showMeta: "Shows each image's title and body.",
  showMetaBasic: 'Shows the title and body in the basic (plain) style.',
  showMetaOnlyTitle: 'Shows the title only, not the body.',
  metaPosition: 'Where the title and body sit on the image.',
  showMetaOnHover: 'Shows the title and body only while the pointer is over (or focus is in) the image.',
  activeAlignment: 'Where the slider keeps its active image: left, center or right.',
  thumbnailsPerRow: 'Images per row of the grid, 1 to 10.',
  padding: 'Space between images in pixels, 0 to 50.',
  lightbox: 'Opens an image large in a modal lightbox when it is chosen.',
  lightboxTheme: "The lightbox's colours: dark or light.",
  priority:
    "How soon the images load: low (the default) loads each when it comes near; high loads the first row at once, before other images (for a gallery at the top of a page). An image's own priority wins.",
  maxWidth: 'Largest width of a thumbnail in pixels, 100 to 300.',
  newWindow: 'Opens clickthrough links in a new tab (with rel="noopener").',
  transparentBackground: 'No background colour behind the images: the page shows through.',
  indicators: 'Shows a dot per image under the slideshow.',
};
