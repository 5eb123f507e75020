// The Wiki site's task templates, one file each in this folder.
import type { Task } from '../define.ts';
import addCategory from './add-category.ts';
import categoriseTwo from './categorise-two.ts';
import createArticle from './create-article.ts';
import deleteDraft from './delete-draft.ts';
import fixTypo from './fix-typo.ts';
import publishDraft from './publish-draft.ts';
import queryCategoryCount from './query-category-count.ts';
import queryFounded from './query-founded.ts';
import queryLastEditor from './query-last-editor.ts';
import queryPopulation from './query-population.ts';
import queryRiverLength from './query-river-length.ts';
import removeCategory from './remove-category.ts';
import restoreBeforeVandal from './restore-before-vandal.ts';
import saveDraft from './save-draft.ts';
import updatePopulation from './update-population.ts';

const tasks: Task[] = [
  addCategory,
  categoriseTwo,
  createArticle,
  deleteDraft,
  fixTypo,
  publishDraft,
  queryCategoryCount,
  queryFounded,
  queryLastEditor,
  queryPopulation,
  queryRiverLength,
  removeCategory,
  restoreBeforeVandal,
  saveDraft,
  updatePopulation,
];
export default tasks;

/** The gate's browse and damage moves around this site's templates (noise.ts: no template imports it). */
export { noise } from './noise.ts';
