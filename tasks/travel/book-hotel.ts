import { defineTask } from '../define.ts';
import { RATES, cardName, stayPrice } from '../../apps/travel/state.ts';
import * as travel from './kit.ts';

export default defineTask({
  id: 'travel/book-hotel',
  apps: ['travel'],
  difficulty: 3,
  maxSteps: 34,
  params: ({ rng, world }) => {
    const hotel = rng.pick(world.apps.travel.hotels.filter((h) => h.rooms.length >= 2));
    const [room, otherRoom] = rng.sample(hotel.rooms, 2);
    const day = travel.day(world, rng.int(2, 25));
    const nights = rng.int(2, 4);
    const rate = rng.pick(RATES);
    const [card, otherCard] = rng.sample(world.apps.travel.cards, 2);
    return {
      hotel: hotel.id, hotelName: hotel.name, city: hotel.city, room: room!.id, roomName: room!.name, otherRoomName: otherRoom!.name, day, nights, rate,
      card: card!.id, cardName: cardName(card!), otherCardName: cardName(otherCard!), amount: stayPrice(room!, rate, nights), guest: travel.OWNER_NAME,
    };
  },
  goal: (p) => `In Travel, book a ${p.roomName} at ${p.hotelName} in ${p.city} for ${p.nights} nights from ${travel.dayWords(p.day)}, at the ${p.rate} rate, paid with your ${p.cardName}.`,
  named: (p, initial) => ({ [`the hotel "${p.hotelName}"`]: travel.hotelsNamed(initial, p.hotelName) }),
  changes: () => travel.bookingRules('hotel'),
  checks: (p) => travel.bookedStay({ hotel: p.hotel, room: p.room, rate: p.rate, guest: p.guest, checkIn: p.day, nights: p.nights, card: p.card, cardWords: p.cardName, amount: p.amount }, `a ${p.roomName} at ${p.hotelName}`),
  oracle: travel.script((ui, p) => travel.bookStay(ui, p)),
  alternatives: [
    { name: 'files the booking in one of your trips, then takes it out again', run: travel.script(async (ui, p) => {
      await travel.bookStay(ui, p);
      await travel.fileJustBooked(ui, travel.SEEDED_TRIP);
      await travel.unfileOpen(ui);
    }) },
    { name: 'sorts by rating and turns a filter on and off before picking the hotel', run: travel.script(async (ui, p) => {
      await travel.searchHotels(ui, p.city, p.day, p.nights);
      await ui.tap({ text: 'Top rated', role: 'radio' });
      await ui.tap({ text: 'Filters', role: 'button' });
      await ui.tap({ text: '9+', role: 'radio' });
      await ui.tap({ text: 'Any rating', role: 'radio' });
      await ui.tap({ text: 'Show hotels', role: 'button' });
      await ui.scrollTo({ text: p.hotelName, role: 'button' });
      await ui.tap({ text: p.hotelName, role: 'button' });
      await travel.fillStayForm(ui, p);
    }) },
    { name: 'searches one night too many, goes back and fixes it', run: travel.script(async (ui, p) => {
      await travel.searchHotels(ui, p.city, p.day, p.nights + 1);
      await ui.back();
      await ui.tap({ text: 'Fewer nights', role: 'button' });
      await ui.tap({ text: 'Search hotels', role: 'button' });
      await ui.scrollTo({ text: p.hotelName, role: 'button' });
      await ui.tap({ text: p.hotelName, role: 'button' });
      await travel.fillStayForm(ui, p);
    }) },
  ],
  nearMisses: [
    { name: 'files the new booking in one of your trips', run: travel.script(async (ui, p) => {
      await travel.bookStay(ui, p);
      await travel.fileJustBooked(ui, travel.SEEDED_TRIP);
    }) },
    { name: 'books another room', params: (p) => ({ ...p, roomName: p.otherRoomName }) },
    { name: 'books one night more', params: (p) => ({ ...p, nights: p.nights + 1 }) },
    { name: 'checks in a day later', params: (p) => ({ ...p, day: p.day + 86_400_000 }) },
    { name: 'takes the other rate', params: (p) => ({ ...p, rate: p.rate === 'Free cancellation' ? 'Non-refundable' as const : 'Free cancellation' as const }) },
    { name: 'pays with another card', params: (p) => ({ ...p, cardName: p.otherCardName }) },
  ],
});
