import { defineTask } from '../define.ts';
import { heartTemplate, namedInGallery } from './kit.ts';

export default defineTask({
  id: 'gallery/unfavorite-photo',
  ...heartTemplate(false),
  goal: (p) => `Remove the photo ${p.name} from your favourites in Gallery.`,
  named: (p, s) => namedInGallery(s, { photos: [p.name] }),
});
