import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
// First: the stylesheet, and no leftover session cookies, before the library starts.
import './before-storefront';
import '../elements/index';
import { storefrontAnnotations } from '../stories/support';
import { ElementDocsPage } from './docs-page';

// Serves each story's `parameters.msw.handlers` (built from test/mocks/handlers.ts). A platform call
// no handler answers is reported in the console; Storybook's own requests (modules, HMR) are not.
initialize({
  serviceWorker: { url: './mockServiceWorker.js' },
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
  },
});

const preview: Preview = {
  ...storefrontAnnotations,
  parameters: { ...storefrontAnnotations.parameters, docs: { page: ElementDocsPage } },
  loaders: [mswLoader],
};

export default preview;
