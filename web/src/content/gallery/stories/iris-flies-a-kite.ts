export const paragraphs = [
  'It was a windy morning at the beach. Iris had a brand-new kite. It was yellow like the sun, with a long blue tail. "Let\'s fly it!" she said to Grandpa.',
  'Iris held the string and ran across the sand. The kite went up, up, up... then flip, flop, it fell down on the sand. "Oh no," said Iris.',
  'She tried again. She ran faster this time. The kite bumped along behind her and landed on a pile of seaweed. Iris sat down with a big frown.',
  '"Kites can be tricky," said Grandpa. "Let\'s watch the wind first." They licked a finger and held it up high. The wind tickled it from the sea.',
  '"Now stand with your back to the wind," said Grandpa. Iris turned around. Grandpa held the kite up high. "Ready?" he asked. "Ready!" said Iris.',
  'Whoosh! The wind caught the kite. It wobbled and wiggled, and this time it did not fall. It climbed higher and higher over the waves.',
  'The string tugged at her hands like a puppy on a lead. Iris laughed and held on tight. "It wants to fly to the clouds, Grandpa!"',
  'The seagulls swooped around the kite as if they wanted to play. Iris let out a little more string, and the kite danced in the blue sky.',
  '"You did not give up," said Grandpa, "even when it fell down twice." Iris smiled. "It fell down, so I tried again," she said proudly.',
  'When the sun got low, they rolled up the string together. Iris hugged her sandy kite all the way home. Tomorrow they would fly it again.',
];

export const legends = [
  'Iris holds a yellow kite on the beach on a windy morning, excited, Grandpa beside her',
  'Iris runs across the sand on the beach, surprised, the yellow kite falling down behind her',
  'Iris sits on the sand of the beach with a frown, sad, the yellow kite lying beside her',
  'Grandpa and Iris stand on the beach holding up a finger to feel the wind, thoughtful, the sea behind them',
  'Grandpa holds the yellow kite up high on the beach while Iris holds the string, excited',
  'Iris watches the yellow kite climb high over the waves at the beach, happy, Grandpa cheering',
  'Iris holds the kite string tight on the beach and laughs, happy, the kite high in the sky',
  'Iris flies the yellow kite on the beach with birds around it in the blue sky, happy',
  'Grandpa hugs Iris on the beach, both proud and happy, the yellow kite flying above the sea',
  'Iris and Grandpa walk home along the beach at sunset, happy, Iris hugging the yellow kite',
];
