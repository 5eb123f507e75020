// Name pools for seeded worlds. Large enough that a world of 50 contacts leaves many names unused.

export const FIRST_NAMES = [
  'Ada', 'Aisha', 'Alba', 'Amir', 'Anna', 'Arjun', 'Ben', 'Bianca', 'Carla', 'Chen', 'Clara', 'Daniel',
  'David', 'Diego', 'Elena', 'Elif', 'Emil', 'Emma', 'Erik', 'Fatima', 'Felix', 'Freya', 'Gabriel', 'Grace',
  'Hana', 'Hugo', 'Ines', 'Ivan', 'Jack', 'Jonas', 'Julia', 'Kai', 'Kenji', 'Laila', 'Lars', 'Leo',
  'Lina', 'Lucas', 'Maya', 'Marco', 'Maria', 'Mateo', 'Mia', 'Nadia', 'Noah', 'Nora', 'Olga', 'Omar',
  'Oscar', 'Paula', 'Priya', 'Rafael', 'Rosa', 'Sara', 'Sofia', 'Tariq', 'Theo', 'Tomas', 'Vera', 'Yusuf',
  'Zoe', 'Zara',
] as const;

export const LAST_NAMES = [
  'Adams', 'Alvarez', 'Andersen', 'Baker', 'Berg', 'Brown', 'Castro', 'Chen', 'Costa', 'Dubois', 'Evans',
  'Fischer', 'Garcia', 'Hansen', 'Hoffmann', 'Ito', 'Jensen', 'Khan', 'Kim', 'Kowalski', 'Larsen', 'Lee',
  'Lopez', 'Martin', 'Meyer', 'Moreau', 'Nakamura', 'Novak', 'Okafor', 'Olsen', 'Patel', 'Perez', 'Quinn',
  'Rossi', 'Santos', 'Schmidt', 'Silva', 'Singh', 'Suzuki', 'Tanaka', 'Torres', 'Varga', 'Wagner', 'Wang',
  'Weber', 'Wilson', 'Young', 'Zimmer',
] as const;

export const COMPANIES = [
  'Acme Labs', 'Bluefin Studio', 'Northwind', 'Cedar Health', 'Orbit Logistics', 'Pinecone Bank',
  'Riverside School', 'Summit Legal', 'Tidewater Cafe', 'Vertex Robotics',
] as const;
