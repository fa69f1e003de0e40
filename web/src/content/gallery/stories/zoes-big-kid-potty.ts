export const paragraphs = [
  'Zoe had new big-kid pants with little yellow stars on them. "Those are for big girls who use the potty," said Mommy. Zoe did a twirl. "I am a big girl!"',
  'In the bathroom stood a shiny new potty. It was purple, just like Zoe liked. Next to it was a sticker chart with lots of empty squares, waiting for stars.',
  'Zoe sat on the potty. She waited. And waited. Nothing happened! "Is it done yet?" she asked. Mommy smiled. "Sometimes our bodies need a little time."',
  "Later, Zoe was busy building a tower of blocks. She was having so much fun that she forgot all about the potty. Oh no! Wet pants. Zoe's lip wobbled.",
  '"I\'m not a big girl," Zoe cried. Mommy gave her a big cuddle. "Accidents happen to everyone when they\'re learning," said Mommy. "We can try again."',
  'Mommy and Zoe made a plan. When her tummy felt funny, Zoe would stop playing, run to the potty and sit down. They practised: stop, run, sit! Stop, run, sit!',
  'After snack time, Zoe felt that funny feeling. She stopped playing. She ran to the bathroom. She sat on the purple potty, and she waited patiently.',
  'Tinkle, tinkle! "I did it!" shouted Zoe. Mommy clapped and cheered. Zoe washed her hands with bubbly soap and chose a shiny gold star for her chart.',
  'Every day there were more stars on the chart. Some days there was a little accident too, and that was okay. Zoe just tried again, like a big girl.',
  'At bedtime, Zoe looked at her sticker chart glowing with gold stars. "I am learning," she said proudly. Mommy tucked her in. "Goodnight, my big girl."',
];

export const legends = [
  'Zoe twirls happily in the bathroom holding big-kid pants with yellow stars, her little potty beside her, Mommy smiling, bright morning light',
  'Zoe points at a shiny purple potty in the bathroom, surprised, next to a sticker chart, morning light',
  'Zoe sits on the potty in the bathroom, thoughtful, while Mommy smiles beside her, morning',
  'Zoe stands next to a tower of toys in the living room, sad and surprised, afternoon light',
  'Mommy hugs Zoe in the living room, Zoe sad with tears, afternoon light',
  'Zoe and Mommy practise running to the potty in the bathroom, laughing, happy, afternoon',
  'Zoe runs into the bathroom towards the potty, determined and happy, afternoon light',
  'Zoe holds up a gold star sticker in the bathroom, proud, Mommy clapping, afternoon',
  'Zoe points at her sticker chart full of stars in the bathroom, proud and happy, sunny day',
  'Zoe lies in bed, sleepy and proud, Mommy tucking her in, the bedroom at night with a lamp',
];
