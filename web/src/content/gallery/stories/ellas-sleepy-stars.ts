export const paragraphs = [
  'The sky was turning orange and pink. "Time to get ready for bed," said Mom. Ella put her toys away, one by one. Goodnight, blocks. Goodnight, dolly.',
  'Splish, splash! Ella had a bubbly bath with her rubber duck. She made a bubble beard and a bubble crown. Mom laughed. "Hello, Queen Ella!"',
  'Ella put on her soft star pyjamas. She brushed her teeth, up and down, round and round, until they sparkled. Then she hopped into bed.',
  'Mom read a story about a little bear who could not sleep. Ella yawned a big yawn. "Just one more story?" she asked. "Tomorrow," said Mom, smiling.',
  'Ella looked out of the window. The moon was round and bright. The stars twinkled like tiny lights. "Can I say goodnight to the sky?" asked Ella.',
  '"Goodnight, moon," said Ella. "Goodnight, stars. Goodnight, sleepy birds in the trees." A little owl in the big tree hooted back. Hoo, hoo!',
  'Mom turned on the little lamp. It made a soft, warm glow. Ella hugged her bunny. She felt cosy and safe and warm all over.',
  'Mom sang a quiet song about the moon and the sea. Ella closed her eyes. She thought about her bubbly bath and her sparkly teeth.',
  '"I love you to the moon and back," whispered Mom. "I love you to the stars and back," whispered Ella. Mom kissed her on the nose.',
  'Soon Ella was fast asleep, dreaming of stars and bubbles and little bears. Outside, the moon kept watch all night long. Goodnight, Ella.',
];

export const legends = [
  'Ella puts toys away in her bedroom at sunset, happy, Mom smiling at the door',
  'Ella laughs in a bubbly bath with a rubber duck in the bathroom, happy, Mom laughing beside the bath, evening light',
  'Ella in star pyjamas brushes her teeth in the bathroom, happy, evening',
  'Mom reads a book to Ella in bed, Ella sleepy, the bedroom at night with a lamp',
  'Ella looks out of the bedroom window at the moon and stars, thoughtful, at night',
  'Ella waves goodnight to the moon from the bedroom window, happy, a bird in the tree outside, at night',
  'Ella hugs her toy bunny in bed beside a glowing lamp, sleepy and happy, Mom by the lamp, the bedroom at night',
  'Mom sings to Ella in bed, Ella sleepy with closed eyes, the bedroom at night',
  'Mom hugs Ella in bed, both happy, the bedroom at night with a lamp',
  'Ella lies asleep in bed, sleepy, the moon shining through the bedroom window at night',
];
