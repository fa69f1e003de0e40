export const paragraphs = [
  'Nora and Mum planted a new flower in the garden. It had big green buds, closed up tight like little umbrellas. "These are moonflowers," said Mum. "They only open at night."',
  '"Only at night?" said Nora. "But I want to see them now!" She peeked at the buds. She blew on them. She even said "please". The buds stayed shut.',
  'At teatime Nora ran out to look again. The buds were still closed. "When is it night?" she asked. "When the sun goes to bed," said Mum, "and the moon comes up."',
  'Nora watched the sun go down behind the fence. The sky turned pink, then orange, then a deep, soft blue. One star came out, then two. Nora waited on the bench.',
  'Waiting was hard. Nora wiggled. She counted the stars. She hummed a song about a frog. "Is it time yet?" she whispered. "Nearly," said Mum, and held her hand.',
  'Mum lit the little lantern and hung it on the tree. It glowed warm and yellow. The garden was quiet. Somewhere, a cricket began to sing.',
  'Then the moon rose, round and silver, over the garden. Nora held her breath. Slowly, very slowly, the first bud began to twist and open.',
  'One by one, the moonflowers unfolded, big and white and shining like tiny moons. They smelled sweet, like honey. Nora clapped her hands without a sound.',
  '"You waited so well," whispered Mum. "Some of the best things take their time," Nora whispered back, and Mum laughed, because that was just what she always said.',
  'Nora said goodnight to the moonflowers and went up to bed. From her window she could see them glowing in the dark garden, keeping the moon company all night.',
];

export const legends = [
  'Nora and Mum plant a flower in the garden on a sunny afternoon, happy',
  'Nora looks closely at a closed flower bud in the garden, impatient, Mum smiling nearby',
  'Nora stands by the flowers in the garden at sunset, curious, asking Mum a question',
  'Nora sits on a bench in the garden as the sky turns dark blue at night, calm, the first stars appearing',
  "Nora wiggles on the garden bench holding Mum's hand at night, impatient, stars in the sky",
  'Mum hangs a glowing lantern on a tree in the garden at night, Nora watching, calm',
  'Nora watches the round moon rise over the garden at night, amazed, the flowers beginning to open',
  'Nora claps her hands among big white flowers in the garden at night, amazed and happy, the moon shining',
  'Mum hugs Nora beside the white flowers in the garden at night, both happy, the lantern glowing',
  'Nora sleeps in bed at night, the moon shining through the bedroom window, peaceful',
];
