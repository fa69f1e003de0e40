export const paragraphs = [
  'It was bedtime. Noah had brushed his teeth and put on his rocket pyjamas. Grandpa read him a story and turned off the big light. Click! Then the room was dark.',
  'Noah looked at the wall. There was a big, dark shape. It had long, pointy arms! "Grandpa!" Noah called. "There\'s a shadow monster in my room!"',
  'Grandpa came back in. "A shadow monster?" he said. "Hmm. Shall we go on a monster hunt?" He gave Noah a little torch. Noah held it tight.',
  'Noah did not want to get out of bed. His tummy went wibble-wobble. He pulled the blanket right up to his nose. "I\'m too scared," he whispered.',
  '"It\'s okay to feel scared," said Grandpa, sitting on the bed. "Brave means trying even when you feel scared. I\'ll be right next to you."',
  "Noah took a big breath. He held Grandpa's hand. Then, click, he turned on his torch and pointed it at the shadow monster.",
  'It was not a monster at all! It was the shadow of his coat on the hook, and his toy giraffe on top. Noah giggled. "Silly coat!"',
  'Grandpa showed Noah how to make shadow animals with his hands: a bunny, a bird and a barking dog. Noah made a shadow dinosaur. Roar!',
  'Then Grandpa plugged in a little night-light shaped like a moon. It glowed soft and yellow. Now the dark felt cosy, not scary.',
  '"Goodnight, coat. Goodnight, giraffe. Goodnight, moon light," said Noah. He snuggled down, sleepy and proud. He had been brave in the dark.',
];

export const legends = [
  'Noah in rocket pyjamas lies in bed as Grandpa turns off the light, sleepy, in the bedroom at night',
  'Noah sits up in bed pointing at a dark shadow on the bedroom wall, scared, at night',
  'Grandpa gives Noah a little torch in the bedroom at night, Noah surprised',
  'Noah hides under his blanket in bed, scared, Grandpa beside him, the bedroom at night',
  'Grandpa sits on the bed beside Noah and hugs him, Noah thoughtful, the bedroom at night with a lamp',
  "Noah holds Grandpa's hand and points his torch at the shadow in the bedroom, brave and thoughtful, at night",
  'Noah laughs at the coat on the hook with his toy giraffe in the bedroom, happy and surprised, at night',
  'Noah and Grandpa make shadow animals on the bedroom wall with their hands, laughing, happy, at night',
  'Noah looks at a glowing moon night-light lamp beside his bed, happy, Grandpa smiling, the bedroom at night',
  'Noah lies in bed, sleepy and proud, the moon night-light glowing, the bedroom at night',
];
