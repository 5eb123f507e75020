import { defineTask } from '../define.ts';
import { heartTemplate } from './kit.ts';

export default defineTask({
  id: 'gallery/favorite-photo',
  ...heartTemplate(true),
  goal: (p) => `Add the photo ${p.name} to your favourites in Gallery.`,
});
