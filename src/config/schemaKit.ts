// The toolkit every config file's schema is written with (zod 4): a registry of per-field
// metadata (unit, one-line description, the studio's slider step and control) that the build's
// checks, the dev server's error overlay and the studio panel all read, and the one formatter of
// problems, which names the field path, the value, the rule broken, the unit and the description:
//   effects.candles.spawnEveryMs = 0: must be at least 100 (ms, interval between two falling candles)
// Build-time, dev-server and studio code only: the page's own code imports schemas as types at
// most (tests/browser/buildGuards.test.ts proves no zod reaches the visitors' bundle).
import { z } from 'zod';

/** What a config field means, for people: shown in error messages and in the studio. */
export interface FieldMeta {
  /** Unit or kind of value, e.g. 'ms', 'CSS px, width', 'count', 'true/false'. */
  unit: string;
  /** One line, lower case, no final full stop: 'interval between two falling candles'. */
  description: string;
  /** The studio slider's step (numbers only; whole numbers step by 1 by default). */
  step?: number;
  /** A value the studio offers a special picker for. */
  control?: 'colour' | 'texture';
}

/** Metadata of every field of every config schema, looked up by schema. */
export const fieldMeta = z.registry<FieldMeta>();

/** `schema`, registered with its unit and description (and optional studio hints). */
export function field<T extends z.ZodType>(
  schema: T,
  unit: string,
  description: string,
  extra: Pick<FieldMeta, 'step' | 'control'> = {},
): T {
  const meta: FieldMeta = { unit, description, ...extra };
  fieldMeta.add(schema, meta as never);
  return schema;
}

/** Every file the site serves, as a URL path ('/art/logo.svg'); null: not checked. */
export type AssetFiles = readonly string[] | null;

/** The unit of a field naming art: what the messages below say in full. */
export const ART_FILE = 'file the site serves';

/** A file the site serves, written as its path there (`/art/logo.svg`), which must exist. */
export function assetFile(assetFiles: AssetFiles, example = '/art/logo.svg') {
  return z
    .string()
    .regex(/^\/[\w./-]+$/, {
      message: `must be a path on the site such as ${example}`,
      abort: true,
    })
    .refine((path) => assetFiles === null || assetFiles.includes(path), {
      message: `must be a ${ART_FILE} (under assets/ or brand/, or the logo or an icon the build draws), written as its path there (${example})`,
      abort: true,
    });
}

export type ConfigPath = readonly PropertyKey[];

/** `effects.intro.wordTimesMs[1]` for root 'effects' and path ['intro', 'wordTimesMs', 1]. */
export function pathText(rootName: string, path: ConfigPath): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    rootName,
  );
}

/** Longest list written out in full in a message; a longer one is shown by its length. */
const LIST_TEXT_MAX = 80;

/** A value as a designer would write it in the config file (a long list by its length). */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) {
    const items = value.map(valueText);
    const text = `[${items.join(', ')}]`;
    const plain = value.every((item) => item === null || typeof item !== 'object');
    return plain && text.length <= LIST_TEXT_MAX ? text : `[${value.length} items]`;
  }
  if (value !== null && typeof value === 'object') return '{…}';
  return String(value);
}

/** The value at `path` inside `value`, or undefined. */
export function valueAt(value: unknown, path: ConfigPath): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The schema inside an optional one (`field(…).optional()`), or the schema itself. */
function unwrapped(schema: z.ZodType | undefined): z.ZodType | undefined {
  return schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
}

/** The schema describing `path` inside `schema` (objects by key, lists and records by item). */
export function schemaAt(schema: z.ZodType, path: ConfigPath): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    current = unwrapped(current);
    if (current instanceof z.ZodObject) current = current.shape[String(key)] as z.ZodType;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodRecord) current = current.valueType as z.ZodType;
    else return undefined;
  }
  return current;
}

/** The metadata nearest to `path`: the field's own, else its list's (for a list item). */
export function metaAt(schema: z.ZodType, path: ConfigPath): FieldMeta | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const found = schemaAt(schema, path.slice(0, length));
    const meta = found && (fieldMeta.get(found) ?? fieldMeta.get(unwrapped(found)!));
    if (meta) return meta;
  }
  return undefined;
}

const TYPE_NAMES: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  string: 'text',
  array: 'a list',
  object: 'a group of fields',
};

function ruleText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return `must have at least ${issue.minimum} item(s)`;
      if (issue.origin === 'string') return 'must not be empty';
      return issue.inclusive
        ? `must be at least ${issue.minimum}`
        : `must be more than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'array') return `must have at most ${issue.maximum} item(s)`;
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      return issue.inclusive
        ? `must be at most ${issue.maximum}`
        : `must be less than ${issue.maximum}`;
    case 'invalid_type':
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(valueText).join(', ')}`;
    default:
      return issue.message;
  }
}

/** One problem as a sentence (several for unknown fields). */
export function describeIssue(
  schema: z.ZodType,
  value: unknown,
  rootName: string,
  issue: z.core.$ZodIssue,
): string[] {
  const where = pathText(rootName, issue.path);
  if (issue.code === 'unrecognized_keys') {
    const known = schemaAt(schema, issue.path);
    const fields = known instanceof z.ZodObject ? Object.keys(known.shape).join(', ') : '';
    return issue.keys.map(
      (key) =>
        `${where}.${key}: is not a field of ${where}${fields ? ` (its fields: ${fields})` : ''}`,
    );
  }
  const meta = metaAt(schema, issue.path);
  const about = meta ? ` (${meta.unit}, ${meta.description})` : '';
  const current = valueAt(value, issue.path);
  if (current === undefined && issue.code === 'invalid_type') {
    return [`${where} is missing: ${ruleText(issue)}${about}`];
  }
  // A rule about a field that is not there words it itself ('is missing: …').
  if (current === undefined && issue.code === 'custom') return [`${where} ${ruleText(issue)}`];
  return [`${where} = ${valueText(current)}: ${ruleText(issue)}${about}`];
}

/** Every problem of `value` against `schema`, one sentence each; empty when it is valid. */
export function configProblems(schema: z.ZodType, value: unknown, rootName: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => describeIssue(schema, value, rootName, issue));
}
