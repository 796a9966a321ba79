// The studio's controls, read off the effects schema (src/config/effects.schema.ts): one entry
// per field, grouped by section, with the control it gets and the range, step, unit and
// description the schema gives. The panel is drawn from this list, never control by control.
import { z } from 'zod';
import type { FieldPath } from './devOverrides.ts';
import { fieldMeta, type FieldMeta } from '../config/schemaKit.ts';

export type ControlKind =
  'number' | 'numbers' | 'boolean' | 'text' | 'choice' | 'colour' | 'colours' | 'textures';

export interface StudioField {
  path: FieldPath;
  section: string;
  key: string;
  kind: ControlKind;
  meta: FieldMeta;
  /** Numbers (and each number of a list): the schema's range and the slider's step. */
  min?: number;
  max?: number;
  step?: number;
  /** Choices of a 'choice' field. */
  options?: readonly string[];
}

function numberRange(schema: z.ZodType, meta: FieldMeta) {
  const number = schema as z.ZodNumber;
  const min = number.minValue ?? undefined;
  const max = number.maxValue ?? undefined;
  return {
    min: min ?? undefined,
    max: max ?? undefined,
    step: meta.step ?? (number.isInt ? 1 : 0.01),
  };
}

function describe(section: string, key: string, schema: z.ZodType): StudioField {
  const meta = fieldMeta.get(schema) ?? { unit: '', description: '' };
  const base = { path: `${section}.${key}` as FieldPath, section, key, meta };
  if (meta.control === 'texture') return { ...base, kind: 'textures' };
  if (meta.control === 'colour') return { ...base, kind: 'colour' };
  if (schema instanceof z.ZodNumber)
    return { ...base, kind: 'number', ...numberRange(schema, meta) };
  if (schema instanceof z.ZodBoolean) return { ...base, kind: 'boolean' };
  if (schema instanceof z.ZodEnum)
    return { ...base, kind: 'choice', options: schema.options as string[] };
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    if (fieldMeta.get(element)?.control === 'colour') return { ...base, kind: 'colours' };
    if (element instanceof z.ZodNumber)
      return { ...base, kind: 'numbers', ...numberRange(element, meta) };
  }
  return { ...base, kind: 'text' };
}

/** Every field of the schema, section by section, in the schema's order. */
export function studioFields(schema: z.ZodType): Map<string, StudioField[]> {
  const sections = new Map<string, StudioField[]>();
  if (!(schema instanceof z.ZodObject)) return sections;
  for (const [section, sectionSchema] of Object.entries(schema.shape)) {
    if (!(sectionSchema instanceof z.ZodObject)) continue;
    const fields = Object.entries(sectionSchema.shape).map(([key, fieldSchema]) =>
      describe(section, key, fieldSchema as z.ZodType),
    );
    sections.set(section, fields);
  }
  return sections;
}

/** The hint under a control: unit, range and description. */
export function fieldHint(field: StudioField): string {
  const range =
    field.min !== undefined && field.max !== undefined ? `${field.min} to ${field.max}` : '';
  return [field.meta.unit, range, field.meta.description].filter(Boolean).join(' · ');
}
