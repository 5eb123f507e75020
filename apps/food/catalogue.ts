// Food: the fixed catalogue the seeded worlds draw from: cuisines with their restaurants' names and
// dishes, and the option groups dishes are ordered with (sizes, spice levels, extras). Option groups
// are the same in every world, so they live here and menu items name them by id; the dishes a
// restaurant serves, their prices and its hours are drawn per world (state.ts).

/** One choice of an option group; its price is added to the dish's (cents). */
export interface OptionChoice {
  name: string;
  price: number;
}

/**
 * A group of options on a dish. A required group takes exactly one choice (a size, a spice level);
 * an optional one takes up to `max` (extras). No two choices of the groups a dish has share a name,
 * so a choice's name says which it is.
 */
export interface OptionGroup {
  id: string;
  name: string;
  required: boolean;
  max: number;
  choices: readonly OptionChoice[];
}

const group = (id: string, name: string, required: boolean, max: number, choices: readonly [string, number][]): OptionGroup =>
  ({ id, name, required, max, choices: choices.map(([n, price]) => ({ name: n, price })) });

export const OPTION_GROUPS: Readonly<Record<string, OptionGroup>> = Object.fromEntries([
  group('pizza-size', 'Size', true, 1, [['Small', 0], ['Medium', 300], ['Large', 600]]),
  group('pizza-extras', 'Extra toppings', false, 3, [['Extra cheese', 150], ['Mushrooms', 100], ['Olives', 100], ['Jalapeños', 100], ['Pepperoni', 200]]),
  group('spice', 'Spice level', true, 1, [['Mild', 0], ['Medium', 0], ['Hot', 0], ['Extra hot', 0]]),
  group('thai-protein', 'Protein', true, 1, [['Tofu', 0], ['Chicken', 100], ['Beef', 200], ['Shrimp', 300]]),
  group('thai-extras', 'Extras', false, 2, [['Extra peanuts', 50], ['Fried egg', 150], ['Extra vegetables', 100]]),
  group('patty', 'Patty', true, 1, [['Single', 0], ['Double', 300]]),
  group('burger-side', 'Side', true, 1, [['Fries', 0], ['Side salad', 0], ['Sweet potato fries', 100]]),
  group('burger-extras', 'Extras', false, 3, [['Bacon', 200], ['Avocado', 150], ['Extra cheese', 100], ['Fried onions', 75]]),
  group('indian-sides', 'Add a side', false, 3, [['Garlic naan', 300], ['Basmati rice', 250], ['Raita', 150]]),
  group('mex-filling', 'Filling', true, 1, [['Chicken', 0], ['Steak', 200], ['Carnitas', 100], ['Grilled veggies', 0]]),
  group('mex-extras', 'Extras', false, 3, [['Guacamole', 200], ['Sour cream', 75], ['Extra salsa', 50], ['Queso', 150]]),
  group('pasta-portion', 'Portion', true, 1, [['Regular', 0], ['Large', 400]]),
  group('pasta-extras', 'Extras', false, 2, [['Parmesan', 100], ['Garlic bread', 350], ['Chili flakes', 0]]),
  group('sushi-pieces', 'Pieces', true, 1, [['4 pieces', 0], ['8 pieces', 550]]),
  group('sushi-extras', 'Extras', false, 2, [['Spicy mayo', 50], ['Extra ginger', 0], ['Soy paper', 100]]),
  group('bowl-base', 'Base', true, 1, [['White rice', 0], ['Brown rice', 50], ['Glass noodles', 100]]),
  group('korean-extras', 'Extras', false, 3, [['Kimchi', 200], ['Fried egg', 150], ['Extra rice', 150]]),
  group('dressing', 'Dressing', true, 1, [['Lemon vinaigrette', 0], ['Caesar', 0], ['Tahini', 0]]),
  group('salad-toppings', 'Toppings', false, 3, [['Grilled chicken', 350], ['Avocado', 200], ['Feta', 150], ['Boiled egg', 100]]),
  group('drink-size', 'Size', true, 1, [['Small', 0], ['Medium', 50], ['Large', 100]]),
  group('milk', 'Milk', true, 1, [['Whole milk', 0], ['Oat milk', 60], ['Almond milk', 60]]),
  group('breakfast-extras', 'Extras', false, 2, [['Bacon', 250], ['Avocado', 200], ['Extra egg', 150]]),
  group('pho-size', 'Bowl', true, 1, [['Regular', 0], ['Large', 300]]),
  group('pho-extras', 'Extras', false, 2, [['Extra herbs', 0], ['Extra beef', 300], ['Extra noodles', 150]]),
  group('wrap-plate', 'Style', true, 1, [['Wrap', 0], ['Plate', 300]]),
  group('med-extras', 'Extras', false, 2, [['Extra hummus', 150], ['Feta', 150], ['Two falafel', 250]]),
].map((g) => [g.id, g]));

/** A dish as the catalogue knows it: menu section, name, description, base price (cents), option group ids. */
export type Dish = readonly [section: string, name: string, description: string, price: number, groups: readonly string[]];

export interface Cuisine {
  name: string;
  restaurants: readonly string[];
  /** Opening and closing times (minutes after midnight) its restaurants draw from. */
  opens: readonly number[];
  closes: readonly number[];
  dishes: readonly Dish[];
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

export const CUISINES: readonly Cuisine[] = [
  { name: 'Pizza', restaurants: ['Pizzeria Nova', 'Slice Republic', 'Forno Rosso'], opens: [h(8), h(11), h(11, 30)], closes: [h(22), h(23)], dishes: [
    ['Pizza', 'Margherita', 'Tomato, mozzarella and basil', 1150, ['pizza-size', 'pizza-extras']],
    ['Pizza', 'Pepperoni Pizza', 'Tomato, mozzarella and spicy pepperoni', 1350, ['pizza-size', 'pizza-extras']],
    ['Pizza', 'Quattro Formaggi', 'Mozzarella, gorgonzola, fontina and parmesan', 1450, ['pizza-size', 'pizza-extras']],
    ['Pizza', 'Veggie Supreme', 'Peppers, onions, mushrooms and olives', 1400, ['pizza-size', 'pizza-extras']],
    ['Pizza', 'Hawaiian', 'Ham, pineapple and mozzarella', 1350, ['pizza-size', 'pizza-extras']],
    ['Sides', 'Garlic Knots', 'Six knots with garlic butter', 550, []],
    ['Sides', 'Caesar Salad', 'Romaine, croutons and parmesan', 750, []],
    ['Drinks', 'Lemonade', 'Fresh, lightly sweetened', 350, []],
    ['Desserts', 'Tiramisu', 'Mascarpone, espresso and cocoa', 650, []],
  ] },
  { name: 'Thai', restaurants: ['Thai Orchid', 'Bangkok Street', 'Lemongrass House'], opens: [h(8), h(11)], closes: [h(21, 30), h(22)], dishes: [
    ['Noodles', 'Pad Thai', 'Rice noodles, egg, bean sprouts and peanuts', 1250, ['thai-protein', 'spice', 'thai-extras']],
    ['Noodles', 'Pad See Ew', 'Wide noodles with broccoli in sweet soy', 1250, ['thai-protein', 'spice', 'thai-extras']],
    ['Curries', 'Green Curry', 'Coconut milk, bamboo shoots and Thai basil', 1350, ['thai-protein', 'spice', 'thai-extras']],
    ['Curries', 'Massaman Curry', 'Potatoes, onions and roasted peanuts', 1400, ['thai-protein', 'spice']],
    ['Rice', 'Basil Fried Rice', 'Jasmine rice stir-fried with holy basil', 1200, ['thai-protein', 'spice', 'thai-extras']],
    ['Starters', 'Spring Rolls', 'Four crispy vegetable rolls', 650, []],
    ['Starters', 'Tom Yum Soup', 'Hot and sour soup with mushrooms', 750, ['spice']],
    ['Drinks', 'Thai Iced Tea', 'Black tea with condensed milk', 450, []],
    ['Desserts', 'Mango Sticky Rice', 'Sweet coconut rice with ripe mango', 700, []],
  ] },
  { name: 'Burgers', restaurants: ['Burger Yard', 'The Patty Shack', 'Smash & Co'], opens: [h(8), h(10), h(11)], closes: [h(22), h(23)], dishes: [
    ['Burgers', 'Classic Burger', 'Beef patty, lettuce, tomato and house sauce', 1150, ['patty', 'burger-side', 'burger-extras']],
    ['Burgers', 'Cheeseburger', 'Beef patty with cheddar and pickles', 1250, ['patty', 'burger-side', 'burger-extras']],
    ['Burgers', 'Smokehouse Burger', 'Beef, bacon, onion rings and barbecue sauce', 1450, ['patty', 'burger-side', 'burger-extras']],
    ['Burgers', 'Crispy Chicken Burger', 'Buttermilk chicken with slaw', 1300, ['burger-side', 'burger-extras']],
    ['Burgers', 'Veggie Burger', 'Black bean patty with avocado', 1200, ['burger-side', 'burger-extras']],
    ['Sides', 'Onion Rings', 'Beer-battered, with chipotle mayo', 500, []],
    ['Sides', 'Loaded Fries', 'Cheese sauce, bacon and scallions', 700, []],
    ['Drinks', 'Chocolate Milkshake', 'Thick and cold', 550, []],
    ['Drinks', 'Cola', 'A can', 250, []],
  ] },
  { name: 'Indian', restaurants: ['Spice Route', 'Tandoori Nights', 'Masala Kitchen'], opens: [h(8, 30), h(11, 30), h(17)], closes: [h(22), h(22, 30)], dishes: [
    ['Curries', 'Butter Chicken', 'Tandoori chicken in a tomato and butter sauce', 1450, ['spice', 'indian-sides']],
    ['Curries', 'Chicken Tikka Masala', 'Grilled chicken in a creamy masala', 1450, ['spice', 'indian-sides']],
    ['Curries', 'Lamb Rogan Josh', 'Slow-cooked lamb with Kashmiri chili', 1650, ['spice', 'indian-sides']],
    ['Curries', 'Chana Masala', 'Chickpeas with tomato, ginger and spices', 1150, ['spice', 'indian-sides']],
    ['Curries', 'Palak Paneer', 'Cottage cheese in spiced spinach', 1300, ['spice', 'indian-sides']],
    ['Starters', 'Vegetable Samosas', 'Two pastries with potato and peas', 600, []],
    ['Breads', 'Plain Naan', 'From the tandoor', 300, []],
    ['Drinks', 'Mango Lassi', 'Yogurt, mango and cardamom', 450, []],
  ] },
  { name: 'Mexican', restaurants: ['Taqueria Sol', 'Casa Verde', 'Burrito Loco'], opens: [h(8), h(10)], closes: [h(21), h(22)], dishes: [
    ['Mains', 'Burrito', 'Rice, beans, cheese and pico de gallo', 1150, ['mex-filling', 'mex-extras']],
    ['Mains', 'Burrito Bowl', 'Rice, beans, lettuce and corn salsa', 1150, ['mex-filling', 'mex-extras']],
    ['Mains', 'Three Tacos', 'Corn tortillas with onion and cilantro', 1050, ['mex-filling', 'mex-extras']],
    ['Mains', 'Quesadilla', 'Flour tortilla with melted cheese', 950, ['mex-filling', 'mex-extras']],
    ['Sides', 'Chips and Guacamole', 'Made fresh every morning', 650, []],
    ['Sides', 'Elote', 'Grilled corn with cotija and lime', 500, []],
    ['Drinks', 'Horchata', 'Rice milk with cinnamon', 400, []],
    ['Desserts', 'Churros', 'With chocolate sauce', 550, []],
  ] },
  { name: 'Sushi', restaurants: ['Sushi Kaze', 'Tokyo Roll', 'Umami Sushi Bar'], opens: [h(11), h(11, 30), h(8, 30)], closes: [h(21, 30), h(22)], dishes: [
    ['Rolls', 'California Roll', 'Crab, avocado and cucumber', 650, ['sushi-pieces', 'sushi-extras']],
    ['Rolls', 'Spicy Tuna Roll', 'Tuna, chili mayo and scallion', 750, ['sushi-pieces', 'sushi-extras']],
    ['Rolls', 'Salmon Avocado Roll', 'Fresh salmon and avocado', 750, ['sushi-pieces', 'sushi-extras']],
    ['Rolls', 'Dragon Roll', 'Eel, cucumber, avocado on top', 950, ['sushi-pieces', 'sushi-extras']],
    ['Rolls', 'Veggie Roll', 'Cucumber, avocado and pickled radish', 550, ['sushi-pieces', 'sushi-extras']],
    ['Plates', 'Salmon Nigiri Set', 'Six pieces of salmon nigiri', 1350, []],
    ['Sides', 'Miso Soup', 'Tofu, wakame and scallion', 350, []],
    ['Sides', 'Edamame', 'Steamed, with sea salt', 450, []],
  ] },
  { name: 'Italian', restaurants: ['Trattoria Lucia', 'Pasta Fresca'], opens: [h(8), h(11), h(17)], closes: [h(22), h(23)], dishes: [
    ['Pasta', 'Spaghetti Carbonara', 'Egg, pecorino, guanciale and black pepper', 1450, ['pasta-portion', 'pasta-extras']],
    ['Pasta', 'Penne Arrabbiata', 'Tomato, garlic and chili', 1250, ['pasta-portion', 'pasta-extras']],
    ['Pasta', 'Lasagna', 'Beef ragù, béchamel and parmesan', 1550, ['pasta-portion', 'pasta-extras']],
    ['Pasta', 'Pesto Gnocchi', 'Potato gnocchi with basil pesto', 1400, ['pasta-portion', 'pasta-extras']],
    ['Pasta', 'Mushroom Risotto', 'Arborio rice with porcini', 1500, ['pasta-portion', 'pasta-extras']],
    ['Starters', 'Bruschetta', 'Tomato, garlic and olive oil on toast', 700, []],
    ['Starters', 'Caprese Salad', 'Tomato, mozzarella and basil', 850, []],
    ['Desserts', 'Panna Cotta', 'With berry sauce', 650, []],
  ] },
  { name: 'Vietnamese', restaurants: ['Pho Saigon', 'Little Hanoi'], opens: [h(8), h(10)], closes: [h(21), h(21, 30)], dishes: [
    ['Soups', 'Beef Pho', 'Rice noodles in a slow-simmered beef broth', 1350, ['pho-size', 'pho-extras']],
    ['Soups', 'Chicken Pho', 'Rice noodles in a clear chicken broth', 1250, ['pho-size', 'pho-extras']],
    ['Soups', 'Bun Bo Hue', 'Spicy lemongrass beef noodle soup', 1400, ['pho-size', 'pho-extras']],
    ['Sandwiches', 'Banh Mi', 'Baguette with pork, pickles and cilantro', 950, []],
    ['Bowls', 'Lemongrass Chicken Bowl', 'Vermicelli, herbs and nuoc cham', 1300, []],
    ['Starters', 'Fresh Rolls', 'Two rice paper rolls with shrimp', 650, []],
    ['Drinks', 'Vietnamese Iced Coffee', 'Strong coffee with condensed milk', 450, []],
  ] },
  { name: 'Korean', restaurants: ['Seoul Kitchen', 'Bibim Bowl'], opens: [h(8, 30), h(11)], closes: [h(21, 30), h(22)], dishes: [
    ['Bowls', 'Bibimbap', 'Vegetables, egg and gochujang', 1350, ['bowl-base', 'spice', 'korean-extras']],
    ['Bowls', 'Bulgogi Bowl', 'Marinated beef with sesame', 1450, ['bowl-base', 'korean-extras']],
    ['Bowls', 'Spicy Pork Bowl', 'Pork in a gochujang glaze', 1400, ['bowl-base', 'spice', 'korean-extras']],
    ['Mains', 'Korean Fried Chicken', 'Eight pieces, sweet and spicy', 1550, ['spice']],
    ['Mains', 'Japchae', 'Glass noodles with vegetables', 1250, []],
    ['Sides', 'Kimchi Pancake', 'Crispy, with dipping sauce', 850, []],
    ['Drinks', 'Barley Tea', 'Served cold', 300, []],
  ] },
  { name: 'Healthy', restaurants: ['Green Leaf', 'Bowl & Greens'], opens: [h(7), h(8)], closes: [h(20), h(21)], dishes: [
    ['Salads', 'Garden Salad', 'Mixed leaves, cucumber and cherry tomatoes', 950, ['dressing', 'salad-toppings']],
    ['Salads', 'Quinoa Power Salad', 'Quinoa, kale, chickpeas and seeds', 1150, ['dressing', 'salad-toppings']],
    ['Salads', 'Chicken Caesar', 'Romaine, chicken, croutons and parmesan', 1250, ['dressing', 'salad-toppings']],
    ['Bowls', 'Poke Bowl', 'Salmon, rice, edamame and seaweed', 1450, ['bowl-base']],
    ['Bowls', 'Falafel Bowl', 'Falafel, hummus and pickled onions', 1250, ['bowl-base']],
    ['Drinks', 'Green Smoothie', 'Spinach, banana and apple', 650, ['drink-size']],
    ['Drinks', 'Cold-Pressed Orange Juice', 'Just oranges', 550, ['drink-size']],
  ] },
  { name: 'Café', restaurants: ['Morning Crumb Café', 'Daily Grind'], opens: [h(6, 30), h(7)], closes: [h(15), h(16)], dishes: [
    ['Coffee', 'Latte', 'Double espresso with steamed milk', 450, ['drink-size', 'milk']],
    ['Coffee', 'Cappuccino', 'Espresso, milk and foam', 425, ['drink-size', 'milk']],
    ['Coffee', 'Flat White', 'Ristretto with silky milk', 450, ['milk']],
    ['Breakfast', 'Avocado Toast', 'Sourdough, smashed avocado and chili', 950, ['breakfast-extras']],
    ['Breakfast', 'Eggs Benedict', 'Poached eggs, ham and hollandaise', 1250, ['breakfast-extras']],
    ['Breakfast', 'Pancake Stack', 'Three pancakes with maple syrup', 1050, ['breakfast-extras']],
    ['Bakery', 'Croissant', 'Butter croissant, baked this morning', 350, []],
    ['Bakery', 'Blueberry Muffin', 'With a crumble top', 375, []],
  ] },
  { name: 'Mediterranean', restaurants: ['Olive & Thyme', 'Falafel Corner'], opens: [h(8), h(10), h(11)], closes: [h(22), h(22, 30)], dishes: [
    ['Mains', 'Chicken Shawarma', 'Marinated chicken, garlic sauce and pickles', 1250, ['wrap-plate', 'med-extras']],
    ['Mains', 'Falafel', 'Chickpea fritters with tahini', 1050, ['wrap-plate', 'med-extras']],
    ['Mains', 'Lamb Kofta', 'Grilled lamb skewers with yogurt', 1450, ['wrap-plate', 'med-extras']],
    ['Mains', 'Halloumi', 'Grilled halloumi with tomato and mint', 1150, ['wrap-plate', 'med-extras']],
    ['Mezze', 'Hummus and Pita', 'With olive oil and paprika', 650, []],
    ['Mezze', 'Tabbouleh', 'Parsley, bulgur, tomato and lemon', 600, []],
    ['Desserts', 'Baklava', 'Three pieces with pistachio', 550, []],
  ] },
];

export const STREETS = ['Harbour Street', 'Maple Avenue', 'Orchard Lane', 'Station Road', 'Linden Way', 'Riverside Drive', 'Hill Street', 'Park Row'] as const;

/** Review texts by stars (1-based index: 3, 4 or 5 stars). */
export const REVIEW_TEXTS: Readonly<Record<number, readonly string[]>> = {
  3: ['Good food but it arrived lukewarm.', 'Portions were smaller than I expected.', 'Decent, though the delivery took a while.', 'Tasty, a bit too salty for me.'],
  4: ['Really good, would order again.', 'Arrived quickly and well packed.', 'Great flavours, generous portions.', 'Solid choice for a weeknight dinner.', 'Fresh and tasty, the sauce was great.'],
  5: ['Best in the neighbourhood, hands down.', 'Perfect every time I order.', 'Hot, fast and delicious. Five stars.', 'Everything was spot on, thank you!', 'The driver was lovely and the food was amazing.'],
};

/** Couriers' first names, for the tracking screen and the chat. */
export const COURIERS = ['Marco', 'Aylin', 'Tomasz', 'Keisha', 'Ravi', 'Lucía', 'Dmitri', 'Sade'] as const;
