export const paragraphs = [
  'Grandpa had a garden full of wonderful things: fat red tomatoes, beans that climbed up sticks and a row of sunflowers taller than the fence. One spring morning he gave Aisha a small brown seed, striped like a tiger. "This is a sunflower seed," he said. "If you look after it, it will grow taller than you."',
  'Aisha planted the seed in a pot with her name painted on the side. She patted down the soil, gave it a drink from the little watering can and put it on the sunniest windowsill. Then she sat and stared at the pot. "When will it grow?" she asked.',
  'The next morning, Aisha ran to look. Nothing. The morning after that: still nothing, just brown soil. After five whole days of nothing at all, Aisha folded her arms. "It\'s a broken seed," she said crossly. "I\'m not watering it anymore. It\'s boring."',
  "For two days Aisha didn't water the pot. She played in the garden and tried not to look at the windowsill. But every time she walked past it, she felt a little guilty, as if the pot was looking at her and wondering where she had gone.",
  'Grandpa found her sitting on the back step. "Want to know a secret about seeds?" he asked. "Before they show you anything, they\'re busy underneath, growing roots in the dark. The hardest part of growing anything is keeping going when you can\'t see it working yet. That\'s called perseverance."',
  'So Aisha went back to the windowsill. She watered the pot every morning, and she talked to it too, telling the seed about her day. Grandpa made her a chart, and every day she drew a tick, even on the days when there was still nothing to see.',
  'Then, on the eleventh morning, there it was: a tiny green loop pushing up through the soil, like a little green shoulder. Aisha gasped so loudly that Grandpa came running in from the garden with mud on his boots. "It\'s alive!" she shouted. "It was growing all along!"',
  'The little shoot grew and grew. Soon it was too big for the pot, so Aisha and Grandpa planted it in the garden by the fence. There were windy days and dry days, and once a snail tried to eat it, but Aisha kept watering and kept caring, every single day.',
  "By the end of summer, Aisha's sunflower was taller than Aisha, taller than the fence and very nearly taller than Grandpa. Its huge yellow face turned to follow the sun across the sky. Aisha stood beside it, and Grandpa took a photo of the two of them, both beaming.",
  'That evening, Aisha saved the seeds from her sunflower\'s big brown middle, hundreds of little striped seeds. "Next spring," she told Grandpa, "I\'ll plant these, and I\'ll give some to my friends, and I\'ll tell them the secret." "What secret?" asked Grandpa, smiling. "Keep going," said Aisha. "Even when you can\'t see it yet."',
];

export const legends = [
  'Grandpa gives Aisha a sunflower seed in the garden full of flowers and tall sunflowers, Aisha surprised and happy, morning light',
  'Aisha plants a seed in a pot with a little watering can on a sunny windowsill at home, thoughtful, morning',
  'Aisha folds her arms and frowns at a pot of brown soil on the windowsill, grumpy and sad, morning light',
  'Aisha plays in the garden glancing back at a pot on the windowsill, thoughtful and sad, afternoon',
  'Grandpa sits on the back step of the garden and talks with Aisha, Aisha thoughtful, afternoon light',
  'Aisha waters the pot on the windowsill with a little watering can, happy and determined, Grandpa beside her with a chart, morning',
  'Aisha points at a tiny green shoot in the pot on the windowsill at home, surprised and happy, Grandpa running in, morning light',
  'Aisha and Grandpa plant a young sunflower by the fence in the garden, happy, sunny afternoon',
  'Aisha stands proudly beside a giant sunflower taller than the fence in the garden, Grandpa smiling, sunny afternoon',
  'Aisha holds a handful of sunflower seeds in the garden, happy and proud, Grandpa beside her, at sunset',
];
