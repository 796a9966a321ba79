// The one-line comment above each field of src/config/effects.ts, generated from the field's
// description and unit in the schema (src/config/effects.schema.ts), their one home: "Interval
// between two falling candles (ms)." The studio's Save writes them with the values, and
// `npm run config:comments` writes them after a schema change; nobody keeps them by hand.
import ts from 'typescript';
import type { z } from 'zod';
import { studioFields } from '../src/studio/studioFields.ts';

/** 'section.field' → the comment's text ("Description (unit)."), for every field of `schema`. */
export function schemaComments(schema: z.ZodType): Map<string, string> {
  const comments = new Map<string, string>();
  for (const fields of studioFields(schema).values()) {
    for (const { path, meta } of fields) {
      const sentence = `${meta.description.charAt(0).toUpperCase()}${meta.description.slice(1)}`;
      comments.set(path, `${sentence} (${meta.unit}).`);
    }
  }
  return comments;
}

/** `source` with each field's comment line set to `comments`' text (added where it has none). */
export function withSchemaComments(source: string, comments: ReadonlyMap<string, string>): string {
  const file = ts.createSourceFile('effects.ts', source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node, at: string[]) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const here = [...at, node.name.text];
      const comment = comments.get(here.join('.'));
      if (here.length === 2 && comment !== undefined) {
        const start = node.getStart(file);
        const lineStart = source.lastIndexOf('\n', start - 1) + 1;
        const indent = source.slice(lineStart, start);
        const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
        const last = ranges.at(-1);
        const line = `// ${comment}`;
        if (last && last.kind === ts.SyntaxKind.SingleLineCommentTrivia) {
          if (source.slice(last.pos, last.end) !== line) {
            edits.push({ start: last.pos, end: last.end, text: line });
          }
        } else {
          edits.push({ start: lineStart, end: lineStart, text: `${indent}${line}\n` });
        }
      }
      ts.forEachChild(node, (child) => visit(child, here));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, at));
  };
  visit(file, []);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}
