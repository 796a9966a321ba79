// The field table of docs/effects.md, written from the effects schema (src/config/effects.schema.ts,
// the one home of each field's unit, range and description), as the comments in
// src/config/effects.ts are (buildtime/effectsComments.ts): `npm run config:comments` writes both.
// The values themselves live only in src/config/effects.ts, so the table gives ranges, not values.
import type { z } from 'zod';
import { studioFields, type StudioField } from '../src/studio/studioFields.ts';

export const TABLE_START = '<!-- fields: written by `npm run config:comments` from the schema -->';
export const TABLE_END = '<!-- fields: end -->';

function range(field: StudioField): string {
  if (field.options)
    return field.options.length > 4 ? `${field.options.length} choices` : field.options.join(', ');
  if (field.min === undefined && field.max === undefined) return '';
  return `${field.min ?? '…'} to ${field.max ?? '…'}`;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The Markdown table: one row per field of `schema`, section by section, in the schema's order. */
export function effectsFieldTable(schema: z.ZodType): string {
  const rows = [...studioFields(schema).values()]
    .flat()
    .map((field) =>
      [`\`${field.path}\``, field.meta.unit, range(field), sentence(field.meta.description)].map(
        cell,
      ),
    );
  const header = ['Field', 'Unit', 'Range', 'What it does'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** `markdown` with the text between the table's markers replaced by `table`. */
export function withFieldTable(markdown: string, table: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/effects.md has lost its table markers (${TABLE_START} … ${TABLE_END})`);
  }
  return `${markdown.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${markdown.slice(end)}`;
}
