/**
 * The definition a form block holds in its child `<script type="application/json">`, read
 * once per element before its own markup replaces the server's.
 */
import { parseFormDefinition, type FormDefinition } from '../../src/forms/definition';
import { reportProblem } from '../../src/lib/schemas';

const read = new WeakMap<HTMLElement, FormDefinition | null>();

/** Parses definition JSON (text or already parsed), or null with one console error. */
export function definitionFrom(json: unknown, where: string): FormDefinition | null {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (error) {
      reportProblem(`${where}: its definition is not valid JSON.`, error);
      return null;
    }
  }
  if (data === undefined || data === null) {
    reportProblem(`${where}: it holds no definition (a child <script type="application/json">).`);
    return null;
  }
  return parseFormDefinition(structuredClone(data), where);
}

/** The definition in a host's script (read once). */
export function hostDefinition(host: HTMLElement): FormDefinition | null {
  if (read.has(host)) return read.get(host) ?? null;
  const script = host.querySelector('script[type="application/json"]');
  const definition = definitionFrom(script?.textContent ?? null, `<${host.localName}>`);
  read.set(host, definition);
  return definition;
}
