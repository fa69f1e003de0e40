export const paragraphs = [
  'Priya and Nani had spent all morning making a kite. It was shaped like a diamond, painted sunshine yellow, with a long tail of ribbons in every colour Priya could find. "Today is perfect kite weather," said Nani, licking her finger and holding it up to the wind. They hurried to the top of the hill.',
  'Priya ran as fast as she could, and the yellow kite leapt into the sky. Up it went, higher and higher, its ribbons dancing. "Look, Nani! Look how high!" Priya shouted. It was the best kite in the whole sky, and she had made it herself.',
  'Then a great gust of wind came sweeping over the hill. The kite spun round and round, and with a terrible crack it crashed down into a bush. When Priya pulled it out, the stick was snapped in two and the paper was torn right across the middle.',
  'A storm started inside Priya. It rumbled in her tummy and thundered in her chest, and it came out of her mouth as a roar. "It\'s ruined! I hate this stupid kite!" She threw it on the grass and stamped her feet, and her face went hot and red and wet with tears.',
  "Nani didn't tell her to stop. She sat down on the grass and waited, close by, until the loudest part of the storm had passed. Then she said quietly, \"That's a big storm. It makes sense. You worked so hard, and now it's broken. I'd feel cross too.\"",
  'Priya sniffed. "How do I make the storm stop?" Nani smiled. "Storms always pass, but we can help them along. Let\'s smell a flower and blow out a candle." They breathed in slowly through their noses, and out slowly through their mouths, five times, until Priya\'s shoulders came down from her ears.',
  '"Now," said Nani, "when the storm is quiet, we can think. Is the kite really ruined, or just broken?" Priya looked at it. The paper could be patched. The stick could be tied. "Just broken," she said slowly. "Maybe we can fix it."',
  'They walked home and spread everything out on the kitchen table. Nani found tape and string, and Priya painted a bright red patch over the tear, shaped like a heart. "Now it has a story," said Nani. "Every good kite should."',
  'The next afternoon, the mended kite flew even higher than before, with its red heart patch shining in the sun. Priya laughed as it swooped and soared over the hill, and a little boy below pointed up and cheered. "It\'s not perfect," she called to Nani, "but I think it\'s better!"',
  'At bedtime, Priya told Nani what she had learned. "Big feelings are like storms. They come, and they\'re loud, but they pass. And when they\'ve passed, I can fix things." Nani kissed the top of her head. "That," she said, "is a very strong heart."',
];

export const legends = [
  'Priya and Nani hold a yellow diamond kite with ribbons at the top of a grassy hill, happy, bright morning light',
  'Priya runs across the hill flying her yellow kite high in the sky, happy and proud, sunny morning',
  'Priya holds a broken yellow kite on the hill, surprised and sad, windy morning',
  'Priya stamps her feet on the hill, crying and upset, the broken kite on the grass, Nani behind her, morning',
  'Nani sits on the grass on the hill beside Priya, who looks sad and thoughtful, midday light',
  'Priya and Nani sit on the hill taking slow deep breaths together, calm and thoughtful, midday',
  'Priya looks at the broken kite on the hill, thoughtful, Nani beside her, afternoon light',
  'Priya paints a red heart patch on the kite at the kitchen table while Nani holds string, happy, afternoon light',
  'Priya flies the mended yellow kite with a red heart patch high above the hill, happy, Nani clapping, sunny afternoon',
  'Nani hugs Priya as she lies in bed, sleepy and happy, in the bedroom at night',
];
