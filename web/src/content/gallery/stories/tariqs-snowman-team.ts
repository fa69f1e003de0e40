export const paragraphs = [
  'Tariq woke up and knew at once that something was different. The room was bright and very quiet. He pulled back the curtain and gasped: the whole street was white! Snow lay on the cars, on the fences and on the tops of the bins like thick vanilla icing.',
  'His big sister Layla was already pulling on her boots. "Snowman!" they both shouted at the same time. They wrapped up in hats, scarves and two pairs of mittens each, and ran out into the park, where the snow came right up over their ankles.',
  '"I\'m making the biggest snowman in the world," said Tariq, and he started rolling a snowball all by himself. It grew bigger and bigger, and heavier and heavier, until it would not move at all. Tariq pushed with all his might. The snowball did not budge.',
  'Layla was rolling her own snowball on the other side of the park. Hers was stuck too. Tariq frowned. He wanted it to be HIS snowman, with his own carrot nose and his own buttons. But a snowman with no body is not much of a snowman.',
  '"Layla," he called, a little quietly, "do you want to push together?" Layla grinned. They put their mittens side by side on Tariq\'s giant snowball, counted "one, two, THREE!" and pushed. Slowly, slowly, it began to roll across the snow.',
  "Together they rolled the big ball to the middle of the park. Then they rolled Layla's ball too, and with a lot of puffing and a lot of giggling, they lifted it on top. It wobbled, and they held their breath, but it stayed.",
  'Tariq found two shiny black stones for the eyes. Layla found a bendy stick for a smile. Tariq gave his carrot for the nose, and Layla gave her stripy scarf. It was the best snowman either of them had ever seen.',
  'Other children came to look. A little boy asked if he could help, and Tariq said, "Yes! You can find the buttons." Soon there were five of them, patting on snow and adding twigs for arms and a hat made of a bucket.',
  '"He\'s not your snowman or my snowman," said Layla, brushing the snow off her mittens. "He\'s everybody\'s snowman." Tariq thought about it for a moment and nodded. Somehow that made him feel even bigger and prouder than the biggest snowman in the whole world.',
  'When their cheeks were pink and their fingers were tingly, they walked home for hot chocolate. From the window, Tariq could see their snowman waving his twiggy arm in the park. "Tomorrow," he said to Layla, "let\'s make him a friend. Together."',
];

export const legends = [
  'Tariq gazes at the whole street covered in snow on a snowy morning, surprised and excited',
  'Tariq and Layla in hats and scarves run into the snowy park, excited, snow all around them',
  'Tariq pushes a huge snowball in the snowy park, struggling and cross, the snowball stuck',
  'Tariq, thoughtful, looks across the snowy park at Layla rolling her own snowball',
  'Tariq and Layla push the big snowball together in the snow, happy, the park behind them',
  'Tariq and Layla lift a snowball on top of another to build a snowman in the snowy park, laughing',
  'Tariq and Layla give the snowman a carrot nose and a stripy scarf in the snowy park, proud and happy',
  'Tariq and Layla build the snowman with other children in the snowy park, happy',
  'Layla and Tariq stand beside their finished snowman in the snow, proud and happy',
  'Tariq and Layla look out of the window at their snowman in the snowy park at sunset, happy',
];
