export { escapeHtml, jsonForScript } from '../src/server/render';
