export const paragraphs = [
  'Leo woke up with a big smile. Today was town day! Dad was taking him on the big red bus. Leo put on his yellow boots and his blue coat. "Ready, Dad?" he called.',
  'The bus was big and bumpy. Leo sat by the window. Beep, beep went the cars. Whoosh went the bikes. Leo waved at a dog, and the dog wagged its tail.',
  'In town, the streets were busy. There was a shop full of kites and a shop full of shoes. "First," said Dad, "we will buy bread at the bakery."',
  'But the bakery had a long, long line! Leo hopped. Leo stomped. "I want to go in NOW!" he said. Waiting felt like the longest thing in the whole world.',
  'Leo tugged on Dad\'s sleeve. He pulled a grumpy face. Dad knelt down beside him. "Waiting is hard," said Dad. "Shall we play a game while we wait?"',
  '"I spy something red," said Dad. Leo looked and looked. "The bus!" he shouted. Then Leo spied a bird, a balloon and a lady with a very tall hat.',
  'Step by step, the line got shorter. Leo counted the steps. One, two, three, four, five! And then, ding-a-ling, they were inside the warm bakery.',
  'The bakery smelled of sugar and warm bread. The baker smiled at Leo. "You waited so nicely," she said, and gave him a little round bun, still warm.',
  'Leo and Dad ate their buns in the town square by the fountain. Pigeons hopped around their feet. "Waiting was worth it," said Leo, with crumbs on his nose.',
  "On the bus home, Leo yawned a big yawn. He had seen the town, played I spy and waited like a big boy. He fell asleep on Dad's shoulder, dreaming of warm buns.",
];

export const legends = [
  'Leo, happy, in his yellow boots and blue coat, ready for town with Dad at the bus stop on the town street, bright morning light',
  'Leo and Dad sit on a big red bus, Leo waving out of the window at a dog on the town street, happy, morning',
  'Leo and Dad walk down a busy town street past a shop full of kites, surprised and happy, sunny morning',
  'Leo stomps his foot in a long line outside a town bakery, grumpy and sad, Dad beside him, morning',
  'Dad kneels beside Leo on the town street, Leo thoughtful, outside the bakery, morning light',
  'Leo points at a red bus while Dad smiles, playing I spy on the town street, happy, sunny day',
  'Leo counts on his fingers in the bakery line, proud, Dad beside him, town street, sunny day',
  'Leo holds a little round bun in a warm town bakery, surprised and happy, Dad smiling, afternoon',
  'Leo and Dad sit by a fountain in the town square eating buns, birds around them, happy, sunny afternoon',
  "Leo sleeps on Dad's shoulder on the bus home, sleepy, through the town at sunset",
];
