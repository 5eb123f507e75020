import { defineTask } from '../define.ts';
import { heartTemplate, namedInGallery } from './kit.ts';

export default defineTask({
  id: 'gallery/favorite-photo',
  ...heartTemplate(true),
  goal: (p) => `Add the photo ${p.name} to your favourites in Gallery.`,
  named: (p, s) => namedInGallery(s, { photos: [p.name] }),
});
