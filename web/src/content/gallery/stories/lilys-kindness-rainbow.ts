export const paragraphs = [
  'Every Saturday, Lily went to Grandma\'s house, and every Saturday they did something special. This Saturday, Grandma had pinned a big sheet of white paper on the kitchen wall and set out seven pots of paint: red, orange, yellow, green, blue, indigo and violet. "We\'re going to paint a kindness rainbow," she said.',
  '"How do you paint kindness?" asked Lily. Grandma smiled. "Every time you do a kind thing this week, you can paint one stripe of the rainbow. Seven kind things, seven colours. Kindness is like paint, you see. The more you share it around, the brighter everything gets."',
  "On Monday, Lily's friend Theo dropped his lunch box and his sandwich landed in a puddle. Some children laughed. Lily didn't. She gave Theo half of her own sandwich, and they sat together on the wall. That evening Lily phoned Grandma, and Grandma said, \"That's red!\"",
  'On Tuesday she helped Mrs. Okafor next door carry her shopping up the steps. That was orange. On Wednesday she let her little cousin choose the game first, even though Lily wanted to go first. That was yellow. Kindness, Lily noticed, made her feel warm, like sunshine on her back.',
  'But on Thursday, things went wrong. Lily was tired and grumpy, and when a new girl named Hana asked to play, Lily said, "No, we\'ve already started." Hana walked away with her head down, and Lily\'s warm feeling turned cold and heavy all at once.',
  'On Saturday, Lily stood in front of the half-painted rainbow and didn\'t pick up a brush. "I was unkind," she told Grandma quietly. "I don\'t deserve a colour." Grandma put down her teacup. "Everyone has grumpy days," she said. "Kind people aren\'t the ones who never get it wrong. They\'re the ones who put it right."',
  'So on Monday, Lily found Hana in the playground. "I\'m sorry I said no on Thursday," she said. "Would you like to play with us? You can choose the game." Hana\'s face lit up. She chose hopscotch, and she was brilliant at it. That was green, and Lily felt it glow.',
  'By the end of the week, Lily had done so many kind things that she had run out of stripes. She had drawn a card for the lollipop man, read a story to her little cousin and shared her umbrella with Theo on the way home in the rain. Blue, indigo, violet!',
  'On Saturday, Grandma and Lily painted the last stripes together. The kindness rainbow stretched all the way across the kitchen wall, bright and shining. "Look how much colour one person can make," said Grandma. Lily thought about Theo and Hana and Mrs. Okafor, and beamed.',
  'That night at bedtime, Lily told Grandma on the phone that she wanted to start a new rainbow tomorrow. "A bigger one," she said sleepily. "With sparkles." Grandma laughed softly. "Kindness never runs out of colours," she said. "Goodnight, my rainbow girl."',
];

export const legends = [
  'Lily and Grandma stand in the kitchen in front of white paper on the wall with seven pots of paint, happy, bright morning light',
  'Grandma holds a paintbrush and talks with Lily in the kitchen, Lily thoughtful, morning light',
  'Lily shares half of her sandwich with a boy named Theo outside the school, both happy, midday',
  'Lily helps an old lady named Mrs. Okafor carry shopping bags up the steps on the town street, happy and proud, afternoon',
  'Lily stands with her arms folded, grumpy, while a girl named Hana walks away sad in the school playground, afternoon',
  'Lily stands in front of a half-painted rainbow in the kitchen, sad, Grandma holding a teacup beside her, morning light',
  'Lily and a girl named Hana play hopscotch in the school playground, both happy, sunny morning',
  'Lily shares her umbrella with a boy named Theo on the town street in the rain, happy, afternoon',
  'Lily and Grandma paint the last stripes of a big rainbow on the kitchen wall, proud and happy, afternoon light',
  'Lily lies in bed, sleepy and happy, talking on the phone, the bedroom at night with a lamp',
];
