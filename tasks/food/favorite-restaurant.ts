import { defineTask } from '../define.ts';
import { expectThat, free, sameSet } from '../../judges/index.ts';
import * as food from './kit.ts';

export default defineTask({
  id: 'food/favorite-restaurant',
  apps: ['food'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const [r, other] = rng.sample(world.apps.food.restaurants.filter((x) => !world.apps.food.favorites.includes(x.id)), 2);
    return { restaurant: r!.name, restaurantId: r!.id, other: other!.name };
  },
  goal: (p) => `Add ${p.restaurant} to your favourite restaurants in Food.`,
  named: (p, initial) => ({ [`the restaurant "${p.restaurant}"`]: food.restaurantsNamed(initial, p.restaurant).length }),
  changes: () => [free(food.FAVORITES)],
  checks: (p) => [
    expectThat(`${p.restaurant} is added to the favourites, and nothing else changes there`, `the favourites before, and ${p.restaurantId}`, (ctx) => ctx.after.apps.food.favorites,
      (after, ctx) => sameSet(after, [...ctx.before.apps.food.favorites, p.restaurantId])),
  ],
  oracle: food.script(async (ui, p) => {
    await food.openRestaurant(ui, p.restaurant);
    await ui.tap({ text: 'Add to favourites', role: 'button' });
  }),
  alternatives: [
    { name: 'from the feed, scrolled to it', run: food.script(async (ui, p) => {
      await food.openRestaurantFromFeed(ui, p.restaurant);
      await ui.tap({ text: 'Add to favourites', role: 'button' });
    }) },
    { name: 'taps the heart three times', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      await ui.tap({ text: 'Add to favourites', role: 'button' });
      await ui.tap({ text: 'Remove from favourites', role: 'button' });
      await ui.tap({ text: 'Add to favourites', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'another restaurant', params: (p) => ({ ...p, restaurant: p.other }) },
    { name: 'adds it, then takes it off again', run: food.script(async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      await ui.tap({ text: 'Add to favourites', role: 'button' });
      await ui.tap({ text: 'Remove from favourites', role: 'button' });
    }) },
    { name: 'both restaurants', run: food.script(async (ui, p) => {
      for (const name of [p.restaurant, p.other]) {
        await food.openRestaurant(ui, name);
        await ui.tap({ text: 'Add to favourites', role: 'button' });
        await ui.back();
      }
    }) },
  ],
  undo: (ui) => ui.tap({ text: 'Remove from favourites', role: 'button' }),
});
