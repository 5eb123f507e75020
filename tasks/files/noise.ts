// Files: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { copyItems, createFolder, deleteItems, moveItems, renameItem as renameInModel } from '../../apps/files/model.ts';
import { type FileItem, pathName, sortItems } from '../../apps/files/state.ts';
import type { TaskUi } from '../ui.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { SORT_LABELS, deleteItem, fileRows, files, newFolder, renameItem, sendItem, sortBy, tapRow, walk, withSuffix } from './kit.ts';

/** The bystander's new name in the rename damage: "Report.pdf" → "Report damaged.pdf". */
const damagedName = (victim: FileItem): string => withSuffix(victim.name, 'damaged');

async function toBystander(ui: TaskUi, ctx: TrialContext): Promise<FileItem> {
  const victim = bystander(ctx);
  await ui.launch('Files');
  await walk(ui, pathName(files(ctx.initial), victim.parent));
  return victim;
}

/** A file the goal does not mention, to harm in a damage trial. */
function bystander(ctx: TrialContext): FileItem {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  const state = files(ctx.initial);
  return sortItems(state.items, 'name').find((i) => i.kind === 'file' && !said.includes(i.name) && !said.includes(`"${i.id}"`) && !said.includes(pathName(state, i.parent)))
    ?? sortItems(state.items, 'name').find((i) => i.kind === 'file' && !said.includes(i.name) && !said.includes(`"${i.id}"`))!;
}

/** The folder the damage trials create at the top level. */
const EXTRA_FOLDER = 'Unasked';

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const sorted = files(ctx.initial).sortBy;
      await ui.launch('Files');
      await walk(ui, 'Documents');
      const first = fileRows(ui)[0];
      if (first) {
        await tapRow(ui, first.name); // the file's menu, dismissed
        await ui.back();
      }
      await sortBy(ui, sorted === 'size' ? 'Date modified' : 'Size');
      await sortBy(ui, SORT_LABELS[sorted]);
      await ui.back();
      await ui.tap({ text: 'Storage', role: 'button' });
      await ui.swipe('up');
      await ui.close('Files');
    },
    apply: () => {},
  },
  damage: [
    { name: 'renames a file the task does not name', run: async (ui, ctx) => {
      const victim = await toBystander(ui, ctx);
      await renameItem(ui, victim.name, damagedName(victim));
    }, apply: (d, ctx) => {
      const victim = bystander(ctx);
      renameInModel(files(d), victim.id, damagedName(victim));
    } },
    { name: 'deletes a file the task does not name', run: async (ui, ctx) => {
      const victim = await toBystander(ui, ctx);
      await deleteItem(ui, victim.name);
    }, apply: (d, ctx) => {
      deleteItems(files(d), [bystander(ctx).id]);
    } },
    { name: 'moves a file the task does not name to the top level', run: async (ui, ctx) => {
      const victim = await toBystander(ui, ctx);
      await sendItem(ui, victim.name, 'Move', '');
    }, apply: (d, ctx) => {
      moveItems(files(d), [bystander(ctx).id], null);
    } },
    { name: 'copies a file the task does not name to the top level', run: async (ui, ctx) => {
      const victim = await toBystander(ui, ctx);
      await sendItem(ui, victim.name, 'Copy', '');
    }, apply: (d, ctx) => {
      copyItems(files(d), [bystander(ctx).id], null, d.os.now);
    } },
    { name: 'creates an extra folder at the top level', run: async (ui) => {
      await ui.launch('Files');
      await newFolder(ui, EXTRA_FOLDER);
    }, apply: (d) => {
      createFolder(files(d), null, EXTRA_FOLDER, d.os.now);
    } },
  ],
};
