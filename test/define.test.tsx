import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineElement } from '../src/lib/define';
import { parseAttribute, type AttributeMeta } from '../src/lib/element-meta';
import { mount, settle } from './render';

const flag: AttributeMeta = { name: 'open', type: 'boolean' };
const count: AttributeMeta = { name: 'count', type: 'number', default: 5, min: 1, max: 10 };
const mode: AttributeMeta = { name: 'mode', type: 'string', values: ['a', 'b'], default: 'a' };

describe('attributes', () => {
  it('treats a bare boolean attribute as true and a missing one as false', () => {
    expect(parseAttribute(flag, '')).toBe(true);
    expect(parseAttribute(flag, 'false')).toBe(true);
    expect(parseAttribute(flag, null)).toBe(false);
  });

  it('clamps numbers and falls back to the default for junk', () => {
    expect(parseAttribute(count, '7')).toBe(7);
    expect(parseAttribute(count, '700')).toBe(10);
    expect(parseAttribute(count, '-3')).toBe(1);
    expect(parseAttribute(count, 'seven')).toBe(5);
    expect(parseAttribute(count, '')).toBe(5);
    expect(parseAttribute(count, null)).toBe(5);
  });

  it('accepts only listed values of an enumerated attribute', () => {
    expect(parseAttribute(mode, 'b')).toBe('b');
    expect(parseAttribute(mode, 'c')).toBe('a');
  });
});

describe('defineElement', () => {
  const meta = { tag: 'sq-test-flag', className: 'SqTestFlagElement', attributes: { open: flag } } as const;

  it('re-renders when a boolean attribute is added and removed, by HTML rules', async () => {
    defineElement(meta, ({ open }) => <span>{open ? 'open' : 'closed'}</span>);
    const root = await mount('<sq-test-flag open></sq-test-flag>');
    const element = root.querySelector('sq-test-flag')!;
    expect(element.textContent).toBe('open');
    await settle(() => element.removeAttribute('open'));
    expect(element.textContent).toBe('closed');
    await settle(() => ((element as unknown as { open: boolean }).open = true));
    expect(element.hasAttribute('open')).toBe(true);
    expect(element.textContent).toBe('open');
  });

  it('keeps its React root when moved within the page, and unmounts it once removed', async () => {
    const events: string[] = [];
    function Probe() {
      useEffect(() => {
        events.push('mount');
        return () => {
          events.push('unmount');
        };
      }, []);
      return <i>probe</i>;
    }
    defineElement({ tag: 'sq-test-probe', className: 'SqTestProbeElement', attributes: {} } as const, Probe);
    const root = await mount('<div id="a"><sq-test-probe></sq-test-probe></div><div id="b"></div>');
    const probe = root.querySelector('sq-test-probe')!;
    await settle(() => root.querySelector('#b')!.append(probe));
    expect(events).toEqual(['mount']);
    expect(probe.textContent).toBe('probe');
    await settle(() => probe.remove());
    expect(events).toEqual(['mount', 'unmount']);
  });

  it('does not throw when a tag is defined twice, and keeps the first definition', () => {
    const first = defineElement(meta, () => null);
    const define = vi.spyOn(customElements, 'define');
    expect(() => defineElement(meta, () => <b>second</b>)).not.toThrow();
    expect(defineElement(meta, () => null)).toBe(first);
    expect(define).not.toHaveBeenCalled();
  });

  it('loads the whole bundle twice without throwing', async () => {
    await import('../elements/index');
    vi.resetModules();
    await expect(import('../elements/index')).resolves.toBeDefined();
  });
});
