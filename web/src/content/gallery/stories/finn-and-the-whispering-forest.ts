export const paragraphs = [
  "At the edge of Finn's village there was a forest where the trees whispered. Most people said it was only the wind, but Finn knew better. Every morning he listened at the garden fence, and every morning the trees seemed to be saying something just a little too quietly to hear.",
  'One golden autumn morning, the whispering was louder than ever. "Help... help..." Finn pulled on his boots, grabbed his little lantern and followed the sound along the mossy path, deeper and deeper into the forest, where the leaves glowed orange and the mushrooms stood in rings.',
  'Under a huge old oak, Finn found a baby owl sitting in the leaves. She was fluffy and grey, with enormous round eyes, and she was shivering. "Are you lost?" Finn asked. The owl gave a tiny, sad hoot. Her nest was far, far up in the branches, much too high for a baby to fly.',
  'Finn looked at the tall trunk and gulped. He was not a very good climber, and the lowest branch was way above his head. "Maybe someone else will help her," he thought. He took a step back towards the path. But the trees rustled, and the baby owl hooted again, smaller and sadder than before.',
  'Finn stopped. He imagined being small and cold and far from home, waiting for someone who walked away. His chest felt tight. "I can\'t climb it," he said to the trees, "but I can\'t leave her either." He sat down beside the owl and tucked his scarf around her.',
  'Then the oldest tree leaned down, slow and creaky, and spoke in a voice like rustling paper. "You have a kind heart, Finn," it whispered. "Kindness doesn\'t need to be big or strong. It only needs to keep going. Look around you. There is always a way to help."',
  'Finn looked around and spotted a row of fallen logs, like a staircase. He gathered sticks and pine cones, moss and leaves, and built a cosy new nest in the lowest fork of the oak. Then he lifted the baby owl gently, gently, and placed her inside, snug and warm.',
  'The baby owl fluffed up her feathers and hooted a loud, happy hoot. High above, there was an answering call, and down swooped her mother, wings wide and silver in the light. She nuzzled her baby, then turned her big round eyes to Finn and bowed her head.',
  'As Finn walked home, the whole forest whispered, and this time he could hear every word: "Thank you, Finn. Thank you, kind Finn." Fireflies blinked on along the path to light his way, and the lantern in his hand seemed to glow a little brighter.',
  "That night, from his bedroom window, Finn heard two owls hooting softly in the whispering forest. He smiled and snuggled under his blanket. He hadn't been the strongest or the best climber, but he had stayed and found a way. And that, the trees would have told you, was the bravest kind of kindness.",
];

export const legends = [
  'Finn listens to the whispering trees at the edge of the forest, thoughtful, soft morning light',
  'Finn walks along a mossy forest path holding a little lantern, among orange leaves and mushrooms, surprised, golden morning light',
  'Finn kneels and finds a baby owl in the leaves under a huge old oak tree in the forest, surprised, morning light',
  'Finn steps back from the tall oak tree in the forest, scared and sad, the baby owl in the leaves, afternoon light',
  'Finn sits beside the baby owl in the forest and tucks his scarf around her, thoughtful and caring, afternoon light',
  'Finn looks up at a huge old oak tree leaning down in the forest, surprised, the baby owl beside him, afternoon light',
  'Finn holds the baby owl and places her in a cosy nest he built in the oak tree, proud, forest, late afternoon',
  'Finn waves at a mother owl and her baby in the nest in the oak tree, happy, forest at sunset',
  'Finn walks home through the forest holding his lantern as fireflies glow, happy, at dusk',
  'Finn lies in bed, sleepy and happy, listening to owls outside the bedroom window at night',
];
