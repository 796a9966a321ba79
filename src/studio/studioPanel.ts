// The effects studio (dev server only): a Tweakpane panel with every field of the effects config,
// drawn from its schema (studioFields.ts) and grouped by section, each with its unit, range and
// description. A change applies live (liveEffects.ts: the store, the CSS and the stage follow at
// once) and marks the field as changed; Save writes the changed fields into
// src/config/effects.ts through the dev server, Reset returns to the file's values, Copy link
// gives the `?fx.` address of the variant. Buttons replay the intro and fire the effects. The
// values that differ from the spec (src/config/specValues.ts) are listed as notes.
// Tweakpane lives outside the page's React tree, so tuning makes no React commit on the page.
import { Pane, type FolderApi } from 'tweakpane';
import { content } from '../config/content.ts';
import { effectsSchema } from '../config/effects.schema.ts';
import { configProblems } from '../config/schemaKit.ts';
import { specNotes } from '../config/specValues.ts';
import { getField, overridesLink } from './devOverrides.ts';
import { sendStageCommand } from './devStageCommands.ts';
import { effects, onEffectsChange } from '../effects/liveEffects.ts';
import { clearEffectOverrides, effectOverrides, setEffectOverrides } from './liveOverrides.ts';
import { showFakeNewsFlash, startShake, triggerChaosMode } from '../chaos/chaosStore.ts';
import { replayIntro } from '../chaos/clockDriver.ts';
import { palette, resolveColour } from '../styles/livePalette.ts';
import { fetchAssetFiles, saveChanges } from './studioApi.ts';
import { STUDIO_SHORTCUT } from './shortcut.ts';
import { fieldHint, studioFields, type StudioField } from './studioFields.ts';
import './studio.css';

type Binding = ReturnType<FolderApi['addBinding']>;

/** One field's controls: its Tweakpane bindings and how its value is read from and written to them. */
interface FieldControl {
  field: StudioField;
  bindings: { api: Binding; label: string }[];
  read(): unknown;
  write(value: unknown): void;
}

const CUSTOM = 'custom (#hex)';
const HEX6 = /^#[0-9a-f]{6}$/i;

/** A colour as a #rrggbb the colour picker takes, or null. */
function asHex(colour: string): string | null {
  const css = resolveColour(colour);
  if (HEX6.test(css)) return css.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(css);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}

function colourControls(folder: FolderApi, label: string, initial: string) {
  const names = Object.keys(palette).filter((name) => asHex(name) !== null);
  const proxy = {
    name: names.includes(initial) ? initial : CUSTOM,
    hex: asHex(initial) ?? '#ffffff',
  };
  const options = Object.fromEntries([...names, CUSTOM].map((name) => [name, name]));
  const name = folder.addBinding(proxy, 'name', { label, options });
  const hex = folder.addBinding(proxy, 'hex', { label: `${label} colour`, view: 'color' });
  let picked: 'name' | 'hex' = 'name';
  name.on('change', () => (picked = 'name'));
  hex.on('change', () => (picked = 'hex'));
  return {
    bindings: [
      { api: name, label },
      { api: hex, label: `${label} colour` },
    ],
    read: () => (picked === 'name' && proxy.name !== CUSTOM ? proxy.name : proxy.hex),
    write(value: string) {
      proxy.name = names.includes(value) ? value : CUSTOM;
      proxy.hex = asHex(value) ?? proxy.hex;
      picked = 'name';
      if (proxy.name === CUSTOM) picked = 'hex';
    },
  };
}

function controlFor(
  folder: FolderApi,
  field: StudioField,
  artFiles: readonly string[],
): FieldControl {
  const initial = getField(effects, field.path);
  const range = { min: field.min, max: field.max, step: field.step };
  switch (field.kind) {
    case 'numbers': {
      const proxy = { ...(initial as number[]) };
      const length = (initial as number[]).length;
      const bindings = Array.from({ length }, (_, i) => {
        const label = `${field.key}[${i}]`;
        return { api: folder.addBinding(proxy, i, { label, ...range }), label };
      });
      return {
        field,
        bindings,
        read: () => Array.from({ length }, (_, i) => proxy[i]),
        write: (value) => Object.assign(proxy, value),
      };
    }
    case 'colour': {
      const colour = colourControls(folder, field.key, initial as string);
      return {
        field,
        bindings: colour.bindings,
        read: colour.read,
        write: (v) => colour.write(v as string),
      };
    }
    case 'colours': {
      const parts = (initial as string[]).map((c, i) =>
        colourControls(folder, `${field.key}[${i}]`, c),
      );
      return {
        field,
        bindings: parts.flatMap((part) => part.bindings),
        read: () => parts.map((part) => part.read()),
        write: (value) => (value as string[]).forEach((c, i) => parts[i]?.write(c)),
      };
    }
    case 'textures': {
      const chosen = () => getField(effects, field.path) as string[];
      const proxy = Object.fromEntries(artFiles.map((file) => [file, chosen().includes(file)]));
      const files = folder.addFolder({ title: `${field.key} (/art/)` });
      const bindings = artFiles.map((file) => {
        const label = file.replace(/^\/art\//, '');
        return { api: files.addBinding(proxy, file, { label }), label };
      });
      return {
        field,
        bindings,
        // Files still chosen keep their order; newly ticked ones come last.
        read: () => [
          ...chosen().filter((file) => proxy[file]),
          ...artFiles.filter((file) => proxy[file] && !chosen().includes(file)),
        ],
        write: (value) => {
          for (const file of artFiles) proxy[file] = (value as string[]).includes(file);
        },
      };
    }
    default: {
      const proxy = { value: initial };
      const options =
        field.kind === 'choice'
          ? { options: Object.fromEntries((field.options ?? []).map((o) => [o, o])) }
          : {};
      const api = folder.addBinding(proxy, 'value', { label: field.key, ...range, ...options });
      return {
        field,
        bindings: [{ api, label: field.key }],
        read: () => proxy.value,
        write: (value) => (proxy.value = value),
      };
    }
  }
}

function statusList(status: HTMLElement, heading: string, lines: readonly string[]): void {
  status.replaceChildren();
  const title = document.createElement('p');
  title.textContent = heading;
  status.append(title);
  if (lines.length === 0) return;
  const list = document.createElement('ul');
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  status.append(list);
}

/** Build the panel and show it; `toggle()` hides and shows it again. */
export async function mountStudio(): Promise<{ toggle(): void }> {
  const host = document.createElement('aside');
  host.className = 'studio';
  host.setAttribute('aria-label', 'Effects studio');
  host.dataset.testid = 'studio';
  document.body.append(host);

  const files = await fetchAssetFiles().catch(() => null);
  const artFiles = (files ?? []).filter((file) => /^\/art\/[^/]+\.(?:svg|png|webp)$/i.test(file));
  const schema = effectsSchema({
    paletteColours: Object.keys(palette),
    assetFiles: files,
    introWordCount: content.introWords.length,
  });

  const pane = new Pane({ container: host, title: `Effects studio (${STUDIO_SHORTCUT})` });
  const file = pane.addFolder({ title: 'File' });
  const save = file.addButton({ title: 'Save to src/config/effects.ts' });
  const reset = file.addButton({ title: "Reset to the file's values" });
  const copy = file.addButton({ title: 'Copy link (?fx. address)' });
  const actions = pane.addFolder({ title: 'Try it' });
  const status = document.createElement('div');
  status.className = 'studio__status';
  status.setAttribute('role', 'status');
  status.dataset.testid = 'studio-status';
  // The values that differ from the spec: allowed, shown so that they differ on purpose.
  const spec = document.createElement('div');
  spec.className = 'studio__status studio__spec';
  spec.dataset.testid = 'studio-spec';

  const say = (heading: string, lines: readonly string[] = []) =>
    statusList(status, heading, lines);
  const fire: [string, () => string | void][] = [
    ['Replay intro', replayIntro],
    ['Start chaos mode', triggerChaosMode],
    ['Shake', startShake],
    ['Flash FAKE NEWS', showFakeNewsFlash],
    [
      'Drop a candle',
      () => (sendStageCommand('drop-candle') ? undefined : 'No effects stage is running yet.'),
    ],
  ];
  for (const [title, run] of fire) {
    actions.addButton({ title }).on('click', () => {
      const problem = run();
      if (problem) say(problem);
    });
  }

  const controls: FieldControl[] = [];
  for (const [section, fields] of studioFields(schema)) {
    const folder = pane.addFolder({ title: section, expanded: section === 'candles' });
    for (const field of fields) {
      const control = controlFor(folder, field, artFiles);
      const hint = document.createElement('div');
      hint.className = 'studio__hint';
      hint.textContent = fieldHint(field);
      control.bindings.at(-1)?.api.element.append(hint);
      for (const { api } of control.bindings) {
        api.element.dataset.field = field.path;
        api.on('change', () => {
          if (syncing) return;
          setEffectOverrides(new Map([[field.path, control.read()]]));
        });
      }
      controls.push(control);
    }
  }

  host.append(spec, status);

  let syncing = false;
  /** Controls, changed marks and the live problems, from the live config. */
  const sync = () => {
    syncing = true;
    try {
      const overrides = effectOverrides();
      for (const control of controls) {
        control.write(structuredClone(getField(effects, control.field.path)));
        const changed = overrides.has(control.field.path);
        for (const { api, label } of control.bindings) {
          api.label = changed ? `● ${label}` : label;
          api.element.classList.toggle('studio--changed', changed);
        }
      }
      pane.refresh();
      save.title =
        overrides.size > 0
          ? `Save ${overrides.size} change(s) to src/config/effects.ts`
          : 'Save to src/config/effects.ts';
      const problems = configProblems(schema, effects, 'effects');
      const hadProblems = host.classList.contains('studio--problems');
      host.classList.toggle('studio--problems', problems.length > 0);
      if (problems.length > 0) say('These values would be refused on Save:', problems);
      else if (hadProblems) status.replaceChildren();
      const notes = specNotes(effects);
      if (notes.length > 0) statusList(spec, 'Differs from the spec (allowed):', notes);
      else spec.replaceChildren();
    } finally {
      syncing = false;
    }
  };

  save.on('click', () => {
    const changes = new Map(effectOverrides());
    if (changes.size === 0) return say('Nothing to save: every field has the file’s value.');
    say('Saving…');
    void saveChanges(changes).then((result) => {
      if (result.ok) say(`Saved to src/config/effects.ts: ${result.saved.join(', ')}`);
      else say('Not saved: the dev server refused these values.', result.problems);
    });
  });
  reset.on('click', () => {
    clearEffectOverrides();
    say("Back to the file's values.");
  });
  copy.on('click', () => {
    const link = overridesLink(window.location.href, effectOverrides());
    void navigator.clipboard
      ?.writeText(link)
      .then(() => say('Link copied:', [link]))
      .catch(() => say('Copy this link:', [link]));
  });

  const stop = onEffectsChange(sync);
  sync();
  if (!files) say('The asset list did not load: texture pickers are empty.');
  window.addEventListener('pagehide', stop, { once: true });
  return {
    toggle() {
      host.hidden = !host.hidden;
    },
  };
}
