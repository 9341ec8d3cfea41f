import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FormFieldSchema, type FieldType, type FormField } from '../src/forms/definition';
import { FORM_MESSAGES } from '../src/forms/messages';
import {
  FormAnswersSchema,
  initialAnswers,
  isBlank,
  normalizeAnswer,
  requiredErrors,
  submittedAnswers,
  summarize,
} from '../src/forms/values';

/** A field as a form definition gives it (every optional part filled in by the schema). */
function field(type: FieldType, overrides: Record<string, unknown> = {}): FormField {
  return v.parse(FormFieldSchema, { id: type, type, title: `The ${type}`, ...overrides });
}

const topics = field('checkbox', { options: ['Orders', 'Returns'] });
const size = field('radio', { options: ['Small', 'Large'] });
const colour = field('select', { options: ['Sand', 'Navy'] });
const service = field('likert', { questions: ['Speed', 'Care'] });
const source = field('hidden', { name: 'utm_source', defaultValue: 'direct' });
const heading = field('section', { title: 'About you' });

describe('form answers', () => {
  describe('initialAnswers', () => {
    it('gives every answered field its empty shape, and a section none', () => {
      const fields = ['text', 'name', 'address', 'phone', 'date', 'time'].map((type) => field(type as FieldType));
      expect(initialAnswers([...fields, topics, service, heading])).toEqual({
        text: '',
        name: ['', ''],
        address: ['', '', '', '', '', ''],
        phone: ['', '', '', ''],
        date: ['', '', ''],
        time: ['', '', '', ''],
        checkbox: [],
        likert: {},
      });
    });

    it('takes a hidden field’s value from the same-named query parameter, else its default', () => {
      expect(initialAnswers([source], '?utm_source=newsletter&x=1')).toEqual({ hidden: 'newsletter' });
      expect(initialAnswers([source], 'utm_source=mail')).toEqual({ hidden: 'mail' });
      expect(initialAnswers([source], '?other=1')).toEqual({ hidden: 'direct' });
      expect(initialAnswers([field('hidden', { name: 'ref' })])).toEqual({ hidden: '' });
      // Not from stored answers: the page's address says where the visitor came from.
      expect(initialAnswers([source], '', { hidden: 'old' })).toEqual({ hidden: 'direct' });
    });

    it('takes stored answers (an entry being edited) over defaults, in their shapes', () => {
      const note = field('text', { defaultValue: 'Gift' });
      expect(initialAnswers([note, topics, size], '', { text: 'For Ada', checkbox: ['Returns'] })).toEqual({
        text: 'For Ada',
        checkbox: ['Returns'],
        radio: '',
      });
      expect(initialAnswers([note, field('radio', { options: ['A', 'B'], defaultValue: 'B' })])).toEqual({
        text: 'Gift',
        radio: 'B',
      });
      expect(initialAnswers([topics], '', {}).checkbox).toEqual([]);
      expect(initialAnswers([field('checkbox', { options: ['A', 'B'], defaultValue: 'B' })]).checkbox).toEqual(['B']);
    });
  });

  describe('normalizeAnswer', () => {
    it('puts an empty country code in front of a phone number of three parts', () => {
      expect(normalizeAnswer(field('phone'), ['503', '555', '0142'])).toEqual(['', '503', '555', '0142']);
      expect(normalizeAnswer(field('phone'), ['1', '503', '555', '0142'])).toEqual(['1', '503', '555', '0142']);
    });

    it('gives a list type its count of text parts, whatever it was given', () => {
      expect(normalizeAnswer(field('name'), ['Ada'])).toEqual(['Ada', '']);
      expect(normalizeAnswer(field('date'), ['5', 14, '2026', 'extra'])).toEqual(['5', '', '2026']);
      expect(normalizeAnswer(field('time'), 'nine')).toEqual(['', '', '', '']);
    });

    it('drops options and scale values the field does not have', () => {
      expect(normalizeAnswer(topics, ['Returns', 'Refunds', 'Orders'])).toEqual(['Orders', 'Returns']);
      expect(normalizeAnswer(topics, 'Orders')).toEqual(['Orders']);
      expect(normalizeAnswer(size, 'Medium')).toBe('');
      expect(normalizeAnswer(size, 'Large')).toBe('Large');
      expect(normalizeAnswer(colour, 'Red')).toBe('');
      expect(normalizeAnswer(service, { Speed: '2', Care: '3', Price: '1' })).toEqual({ Speed: '2' });
      expect(normalizeAnswer(service, ['2'])).toEqual({});
    });

    it('gives a text type text, and nothing else', () => {
      expect(normalizeAnswer(field('text'), 'Hi')).toBe('Hi');
      expect(normalizeAnswer(field('email'), ['a@b.c'])).toBe('');
      expect(normalizeAnswer(field('number'), 7)).toBe('');
    });
  });

  describe('requiredErrors', () => {
    const messages = FORM_MESSAGES;

    it('gives each empty required field "Required", in the form’s order', () => {
      const fields = [
        field('text', { required: true }),
        field('name', { required: true }),
        field('checkbox', { required: true, options: ['A'] }),
        field('email', { required: true }),
        field('select', { required: false, options: ['A'] }),
      ];
      const errors = requiredErrors(fields, { text: '   ', name: ['', ''], checkbox: [], email: 'a@b.c' }, messages);
      expect(errors).toEqual({ text: 'Required', name: 'Required', checkbox: 'Required' });
      expect(Object.keys(errors)).toEqual(['text', 'name', 'checkbox']);
      expect(requiredErrors(fields, { text: 'x', name: ['Ada', ''], checkbox: ['A'], email: 'a' }, messages)).toEqual(
        {},
      );
    });

    it('gives a required likert field with a question unanswered the survey message', () => {
      const survey = field('likert', { required: true, questions: ['Speed', 'Care'] });
      expect(requiredErrors([survey], { likert: { Speed: '1' } }, messages)).toEqual({
        likert: 'Survey is not valid. Missing a required question.',
      });
      expect(requiredErrors([survey], {}, messages)).toEqual({
        likert: 'Survey is not valid. Missing a required question.',
      });
      expect(requiredErrors([survey], { likert: { Speed: '1', Care: '-2' } }, messages)).toEqual({});
    });

    it('never asks for a hidden field or a section', () => {
      const fields = [field('hidden', { required: true }), field('section', { required: true })];
      expect(requiredErrors(fields, {}, messages)).toEqual({});
    });
  });

  describe('submittedAnswers', () => {
    it('sends every answered field in its shape, hidden ones too, and no section', () => {
      const fields = [field('text'), heading, source, field('phone'), topics];
      expect(
        submittedAnswers(fields, { text: 'Hi', section: 'x', hidden: 'mail', phone: ['503', '555', '0142'] }),
      ).toEqual({ text: 'Hi', hidden: 'mail', phone: ['', '503', '555', '0142'], checkbox: [] });
      expect(v.is(FormAnswersSchema, submittedAnswers([...fields, service], {}))).toBe(true);
    });
  });

  describe('summarize', () => {
    const labels = FORM_MESSAGES;

    it('writes one row per visible field, unanswered ones as empty text', () => {
      const fields = [
        field('text', { title: 'Note' }),
        heading,
        source,
        field('name', { title: 'Name' }),
        field('date', { title: 'Date' }),
        field('time', { title: 'Time' }),
        field('phone', { title: 'Phone' }),
        field('address', { title: 'Address' }),
        topics,
        service,
      ];
      const rows = summarize(
        fields,
        {
          name: ['Ada', 'Lovelace'],
          date: ['5', '14', '2026'],
          time: ['9', '5', '', 'AM'],
          phone: ['503', '555', '0142'],
          address: ['1 Main St', '', 'Portland', 'OR', '97201', 'US'],
          checkbox: ['Orders', 'Returns'],
          likert: { Speed: '2', Care: '-1' },
        },
        labels,
      );
      expect(rows.map((row) => [row.type, row.rawTitle, row.value])).toEqual([
        ['text', 'Note', ''],
        ['name', 'Name', 'Ada Lovelace'],
        ['date', 'Date', '5/14/2026'],
        ['time', 'Time', '9:05 AM'],
        ['phone', 'Phone', '503 555 0142'],
        ['address', 'Address', '1 Main St, Portland, OR, 97201, US'],
        ['checkbox', 'The checkbox', 'Orders, Returns'],
        ['likert', 'The likert', 'Speed: Strongly Agree; Care: Disagree'],
      ]);
      expect(rows[0]!.values).toEqual([]);
      expect(rows[6]!.values).toEqual(['Orders', 'Returns']);
      expect(rows[7]!.values).toEqual(['Speed: Strongly Agree', 'Care: Disagree']);
    });

    it('writes a list left empty, or answers that are no map at all, as unanswered', () => {
      const name = field('name', { title: 'Name' });
      expect(summarize([name, service], { name: ['', ' '] }, labels).map((row) => row.value)).toEqual(['', '']);
      expect(summarize([name], 'nonsense', labels)).toEqual([
        { type: 'name', rawTitle: 'Name', value: '', values: ['', ''] },
      ]);
    });
  });

  it('keeps a field id or likert question named like an object’s own keys', () => {
    const odd = field('text', { id: '__proto__', required: true });
    const survey = field('likert', { questions: ['__proto__', 'constructor'] });
    expect(Object.keys(initialAnswers([odd]))).toEqual(['__proto__']);
    expect(Object.hasOwn(requiredErrors([odd], {}, FORM_MESSAGES), '__proto__')).toBe(true);
    expect(normalizeAnswer(survey, JSON.parse('{ "__proto__": "1", "constructor": "2" }'))).toEqual(
      JSON.parse('{ "__proto__": "1", "constructor": "2" }'),
    );
    expect(Object.keys(submittedAnswers([odd], JSON.parse('{ "__proto__": "x" }')))).toEqual(['__proto__']);
  });

  describe('isBlank', () => {
    it('says whether an answer says nothing', () => {
      expect([undefined, '', '  ', ['', ' '], {}].map(isBlank)).toEqual([true, true, true, true, true]);
      expect(['x', ['', 'x'], { Speed: '0' }].map(isBlank)).toEqual([false, false, false]);
    });
  });
});
