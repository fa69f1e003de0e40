export const paragraphs = [
  'Omar had never been camping before, and he had been counting the days. Now here he was, at a campsite by a shimmering lake, with pine trees all around and a tent that Dad said they would put up "with only a little bit of grumbling." Omar\'s job, Dad announced, was the most important one of all: looking after the lantern.',
  '"The lantern is what lights our way at night," said Dad, handing it over. "Without it, finding the tent in the dark is very tricky. Can you look after it?" Omar stood up tall and held it with both hands. "I\'ll keep it safe," he promised. It felt grown-up to be trusted with something so important.',
  'All afternoon there was so much to do. Omar skimmed stones across the lake, collected pine cones, watched a heron standing on one leg and helped Dad gather sticks for the fire. He put the lantern down on a rock by the water so his hands were free, and then, well, he forgot all about it.',
  'As the sun went down, the sky turned pink and then purple. Dad lit the campfire and they toasted marshmallows until they were golden and gooey. Then Dad stretched and said, "Time for bed. Omar, can you bring the lantern?" Omar\'s tummy dropped like a stone. Where was the lantern?',
  "Omar thought about saying nothing. Maybe Dad wouldn't notice. Maybe the moon would be bright enough. \"I... I think it's in the tent,\" he mumbled, which wasn't true at all. But the trees were getting darker, and the path to the tent was already hard to see.",
  "Omar's heart thumped. The fib sat heavily inside him, and being in charge of the lantern suddenly didn't feel grown-up at all. It felt like a promise he had dropped. He looked at the dark path, then at Dad's face in the firelight, and he knew he had to say something.",
  '"Dad," he said, "it\'s not in the tent. I left it by the lake, and I forgot. I\'m sorry." Dad was quiet for a moment. Then he put an arm around Omar. "Thank you for telling me the truth," he said. "Everyone forgets sometimes. Being responsible means owning it and putting it right. Shall we go and find it together?"',
  'So they took a burning stick from the fire and walked carefully down to the water, step by step. The lake was silver under the moon, frogs were croaking in the reeds, and there on its rock, right where Omar had left it, was the lantern. Omar held it up and Dad lit it. It glowed warm and gold.',
  'This time Omar didn\'t put it down once. He carried it all the way back to the tent, lighting the path for Dad, and hung it carefully on the hook inside. "Lantern keeper on duty," he said proudly. Dad laughed. "The best lantern keeper this campsite has ever seen."',
  "Snuggled in his sleeping bag, Omar watched the lantern's light flicker on the tent walls. Outside, an owl hooted and the fire crackled softly. He had made a mistake, and he had fixed it, and that felt even better than never making one at all. Smiling, Omar closed his eyes.",
];

export const legends = [
  'Omar stands happily beside a tent at a campsite by a shimmering lake with pine trees, Dad putting up the tent, morning light',
  'Dad hands Omar a lantern at the campsite, Omar proud, holding it with both hands, morning',
  'Omar skims stones across the lake at the campsite, happy, Dad gathering sticks nearby, a lantern left on a rock behind him, afternoon light',
  'Omar and Dad toast marshmallows by a campfire at the campsite, Omar surprised and worried, at sunset',
  'Omar looks at the dark path at the campsite, worried and thoughtful, Dad beside the campfire, evening',
  'Omar sits by the campfire, sad and thoughtful, looking at Dad, at the campsite at dusk',
  'Dad hugs Omar by the campfire at the campsite, Omar sorry and thoughtful, at night',
  'Omar holds up a glowing lantern by the lake while Dad smiles, happy and surprised, at night under the moon',
  'Omar carries the glowing lantern along the path to the tent, proud, Dad following, the campsite at night',
  'Omar lies in his sleeping bag in the tent, sleepy and happy, the lantern glowing, at night',
];
