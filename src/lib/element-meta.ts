/** One attribute of an element, as template authors write it. */
export interface AttributeMeta {
  /** The attribute name, kebab case. */
  readonly name: string;
  readonly type: 'string' | 'boolean' | 'number';
  /** Allowed values of a string attribute; any other value means the default. */
  readonly values?: readonly string[];
  readonly default?: string | number | boolean;
  /** Bounds of a number attribute; values outside are clamped. */
  readonly min?: number;
  readonly max?: number;
  /** Reads the value (null when absent) by rules of the element's own, instead of the ones below. */
  readonly parse?: (raw: string | null) => string | number | boolean | undefined;
}

/** What the running element needs to know of itself: its tag and attributes. */
export interface ElementMeta {
  readonly tag: string;
  /** Attributes keyed by their camelCase property name. */
  readonly attributes: Readonly<Record<string, AttributeMeta>>;
}

/** The documentation of one element: feeds the custom elements manifest and its page in docs/elements/, never the bundle. */
export interface ElementDocs {
  /** The class name, `Sq…Element`. */
  readonly className: string;
  readonly summary: string;
  /** A description per attribute, keyed by property name. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly events: readonly { readonly name: string; readonly detail: string; readonly description: string }[];
  readonly cssClasses: readonly { readonly name: string; readonly description: string }[];
  readonly cssProperties: readonly { readonly name: string; readonly default: string; readonly description: string }[];
  /** Values of the host's `data-state`, if it has one. */
  readonly states?: readonly string[];
  /** Properties other than the reflected attributes. */
  readonly fields?: readonly {
    readonly name: string;
    readonly type: { readonly text: string };
    readonly readonly?: boolean;
    readonly description: string;
  }[];
}

type AttributeValue<A extends AttributeMeta> = A['type'] extends 'boolean'
  ? boolean
  : A['type'] extends 'number'
    ? number
    : A['values'] extends readonly (infer V)[]
      ? V
      : string;

/** The props a component receives for an element's attributes. */
export type AttributeProps<M extends ElementMeta> = {
  -readonly [K in keyof M['attributes']]: AttributeValue<M['attributes'][K]>;
};

/** Parses attribute values by HTML's rules: a present boolean attribute is true, a missing one is the default. */
export function parseAttributes<M extends ElementMeta>(meta: M, host: Element): AttributeProps<M> {
  const props: Record<string, unknown> = {};
  for (const [prop, attribute] of Object.entries(meta.attributes)) {
    props[prop] = parseAttribute(attribute, host.getAttribute(attribute.name));
  }
  return props as AttributeProps<M>;
}

/**
 * The attribute value that says a boolean: present (`""`) for true; absent (null) for false, or
 * `"false"` for a boolean that is on by default (`auto-crop`), since absent would mean on.
 */
export function booleanAttributeValue(attribute: AttributeMeta, value: boolean): string | null {
  if (value) return '';
  return attribute.default === true ? 'false' : null;
}

/** Parses one attribute value (null when absent). */
export function parseAttribute(attribute: AttributeMeta, raw: string | null): string | number | boolean | undefined {
  if (attribute.parse) return attribute.parse(raw);
  // A boolean on by default is turned off with "false" (booleanAttributeValue writes it so).
  if (attribute.type === 'boolean')
    return raw === null
      ? Boolean(attribute.default)
      : !(attribute.default === true && raw.trim().toLowerCase() === 'false');
  if (raw === null) return attribute.default;
  if (attribute.type === 'number') {
    const text = raw.trim();
    const number = Number(text);
    if (text === '' || !Number.isFinite(number)) return attribute.default;
    return Math.min(attribute.max ?? Infinity, Math.max(attribute.min ?? -Infinity, number));
  }
  if (attribute.values && !attribute.values.includes(raw)) return attribute.default;
  return raw;
}
